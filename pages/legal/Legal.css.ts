import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

/** A plain page header: the title and the intro, no marketing hero. */
export const header = style({
  paddingTop: vars.space.section,
  paddingBottom: vars.space.xl,
  background: `linear-gradient(180deg, ${vars.color.surfaceAlt} 0%, ${vars.color.surface} 100%)`,
});

export const headerInner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

// Long compounds hyphenate by the page's language where the browser has its dictionary; the content
// marks the longest with a soft hyphen (Datenschutz\u00ADerklärung) so that no browser breaks it anywhere.
export const title = style({ fontSize: vars.font.sizeDisplay, fontWeight: vars.font.weightBold, textWrap: 'balance', hyphens: 'auto' });

export const intro = style({ fontSize: vars.font.sizeLg, color: vars.color.inkMuted });

/** The page's text ends a section's space above the footer, as every other page's last section does. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl, paddingBottom: vars.space.section });

/** The table of contents: a quiet box of anchor links. */
export const toc = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const tocList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.inkMuted,
});

export const tocLink = style({
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
});

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const updated = style({ fontSize: vars.font.sizeSm, color: vars.color.inkMuted });

export const tocTitle = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold, marginBottom: vars.space.xs });

/** A privacy-notice part under its section: a smaller heading, no rule. */
export const subsection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingTop: vars.space.md });

export const subsectionTitle = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const formTitle = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

/** The lead-in of a section (the German "Angaben gemäß § 5 DDG"). */
export const lead = style({ fontWeight: vars.font.weightMedium, color: vars.color.ink });

/** A host or a form: its heading and its facts, grouped. */
export const host = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingTop: vars.space.sm });

/** Label and value pairs: side by side where there is room, stacked on phones. */
export const facts = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const factRow = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  '@media': { '(min-width: 40em)': { gridTemplateColumns: 'minmax(10rem, 1fr) 2fr' } },
});

globalStyle(`${factRow} dt`, { fontWeight: vars.font.weightMedium, color: vars.color.ink });
globalStyle(`${factRow} dd`, { margin: 0 });

/** A processor's facts, set apart from the next one's. */
export const processor = style({ paddingBlock: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });

/** The supervisory authorities: name, address and website of each. */
export const authorities = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const authority = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const address = style({ fontStyle: 'normal', display: 'flex', flexDirection: 'column' });

globalStyle(`${section} a`, { textUnderlineOffset: '0.2em' });

/** A form's data collected: one field a line, as the form asks for them. */
export const dataList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs });
