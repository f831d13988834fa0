import { style } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';

/** The sources close the page, quietly: small type, below the last section. */
export const section = style({
  paddingBlock: vars.space.xxl,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  // The mark's target sits below the sticky header.
  scrollMarginTop: vars.layout.headerHeight,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

// Two columns from tablet width: the list grows with every real source, and stays a footnote.
export const list = style({
  margin: `${vars.space.sm} 0 0`,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.xxl}`,
  fontSize: vars.font.sizeXs,
  color: vars.color.inkMuted,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  selectors: { '&:target': { color: vars.color.ink } },
});

/** The statistic, then its source on the next line. */
export const statistic = style({ display: 'block', color: vars.color.ink, fontWeight: vars.font.weightMedium });
export const origin = style({ display: 'block' });
export const link = style({ color: vars.color.brand });

/** The reference mark: a small muted superscript, inline in its text (WCAG 2.5.8's inline exception), that does not read as part of the figure. */
export const mark = style({ fontSize: '0.4em', fontWeight: vars.font.weightMedium, lineHeight: 0, marginInlineStart: '0.15em', verticalAlign: 'super' });
export const markLink = style({ color: vars.color.inkMuted, textDecoration: 'none', paddingInline: '0.15em', selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } } });
