import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';

/** Columns from 10rem up; each item as wide as the others in its row. */
const autoColumns = 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))';

/** The longest figure of a list, in characters, that each figure size fits on one line. */
export const figureLengths = [6, 9, 12, 15, 18] as const;

/**
 * The list's longest figure length, set by its `data-figure-length`: an attribute rather than a class,
 * so a page type keeps one stylesheet (and one CSP hash) in every language, whatever its figures' lengths.
 */
const figureLength = createVar();

export const list = style({
  vars: { [figureLength]: String(figureLengths[0]) },
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: autoColumns,
});

for (const length of figureLengths.slice(1)) globalStyle(`${list}[data-figure-length="${length}"]`, { vars: { [figureLength]: String(length) } });

/**
 * A list with a worded figure ("über 10 Mio.", "9 de cada 10"): one item to a row on phones and two
 * on tablets, so the figure keeps a readable size on its one line.
 */
globalStyle(`${list}:not([data-figure-length="${figureLengths[0]}"])`, {
  '@media': {
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: autoColumns },
  },
});

// minWidth 0: the item never widens its grid track. It is the container the figure's size is measured against.
const itemBase = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  containerType: 'inline-size',
});

export const item = styleVariants({
  card: [itemBase, { background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.card, textAlign: 'center' }],
  plain: [itemBase, { paddingInline: 0 }],
  onDark: [itemBase, { background: 'rgb(255 255 255 / 0.08)', textAlign: 'center' }],
});

/**
 * A character of the brand face's bold figures is 0.46 to 0.8 em wide on average, figure by figure,
 * and about 0.6 em in the worded ones, spaces included (measured on the site's figures): a figure of
 * n characters fits its item's width at 100 / (n × 0.6) cqi. The e2e test holds every figure to one line.
 */
const averageAdvanceEm = 0.6;

/**
 * The figure, at the stat size or smaller where the list's longest figure would not fit its item on
 * one line: every figure of a list shares one size (the list's longest picks it). A number keeps its
 * unit (the typography's no-break spaces); a figure longer than the longest length still wraps, balanced.
 */
export const value = style({
  fontSize: `min(${vars.font.sizeStat}, calc(100cqi / (${figureLength} * ${averageAdvanceEm})))`,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineTight,
  color: vars.color.brand,
  textWrap: 'balance',
  overflowWrap: 'break-word',
});

export const valueOnDark = style([value, { color: vars.color.surface }]);
export const label = style({ fontSize: vars.font.sizeSm, color: vars.color.inkMuted });
export const labelOnDark = style([label, { color: vars.color.onDarkMuted }]);
