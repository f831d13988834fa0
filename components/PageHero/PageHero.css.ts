import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';
import { buttonRow } from '../../renderer/utilities.css';

// A short bottom: the section that follows brings its own top padding (both full left about 200 px of band).
export const hero = style({
  paddingBlock: `${vars.space.section} ${vars.space.xl}`,
  background: `linear-gradient(180deg, ${vars.color.surfaceAlt} 0%, ${vars.color.surface} 100%)`,
});

/** Half the band above the title: the page's content (pricing's plans) starts in the first screen. */
export const heroCompact = style([hero, { paddingTop: vars.space.xxl }]);

export const inner = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' });

export const eyebrow = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: vars.font.weightMedium,
  fontSize: vars.font.sizeSm,
});

export const title = style({ fontSize: vars.font.sizeDisplay, fontWeight: vars.font.weightBold, maxWidth: '20ch', textWrap: 'balance' });

/** The hero size and a wider measure: the title in two lines rather than three or four. */
export const titleCompact = style([title, { fontSize: vars.font.sizeHero, maxWidth: vars.layout.narrowWidth }]);

export const subtitle = style({ fontSize: vars.font.sizeLg, color: vars.color.inkMuted, maxWidth: vars.layout.narrowWidth });

export const actions = style([buttonRow, { marginTop: vars.space.xs }]);

/** A hero with a visual: one column on phones, words beside the visual from desktop width. */
export const split = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  // Words and visual in equal halves: the headline keeps its measure and the two buttons one row.
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xxl } },
});

/** A compact hero's words take the wider part: the title in two lines, the visual (pricing: the customers) beside it. */
export const splitCompact = style([split, { '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } } }]);

export const innerStart = style([inner, { alignItems: 'flex-start', textAlign: 'start' }]);

export const titleStart = style([title, { fontSize: vars.font.sizeHero, maxWidth: 'none' }]);

export const visual = style({ minWidth: 0 });

/** A visual shown from desktop width only: narrower, not even its empty box (it would add the grid's gap under the words). */
export const visualFromDesktop = style([visual, { display: 'none', '@media': { [media.desktop]: { display: 'block' } } }]);

export const footer = style({ alignSelf: 'start', '@media': { [media.desktop]: { gridColumn: '1 / -1' }, [media.wide]: { gridColumn: 1 } } });

/*
 * With a footer, from wide screens: the visual spans two rows and the footer goes under the words,
 * so a laptop's first screen holds all three; the words sit at the bottom of their row, the footer
 * at the top of its own. Narrower, the footer spans the width below both (beside the words, its
 * labels would run five lines).
 */
globalStyle(`${visual}:has(+ ${footer})`, { '@media': { [media.wide]: { gridArea: '1 / 2 / 3' } } });
globalStyle(`${innerStart}:has(~ ${footer})`, { '@media': { [media.wide]: { alignSelf: 'end' } } });

// A compact hero's lines closer together: eyebrow, title, subtitle and note read as one block.
globalStyle(`${heroCompact} :is(${inner}, ${innerStart})`, { gap: vars.space.sm });

globalStyle(`${innerStart} ${actions}`, { justifyContent: 'flex-start' });
