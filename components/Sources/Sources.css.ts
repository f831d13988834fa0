import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

/** The sources close the page, quietly: small type, below the last section. */
export const section = style({
  paddingBlock: vars.space.xxl,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  // The mark's target sits below the sticky header.
  scrollMarginTop: vars.layout.headerHeight,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const list = style({
  margin: `${vars.space.md} 0 0`,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.color.inkMuted,
  maxWidth: vars.layout.narrowWidth,
});

export const item = style({
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  selectors: { '&:target': { color: vars.color.ink } },
});

/** The statistic, then its source on the next line. */
export const statistic = style({ display: 'block', color: vars.color.ink, fontWeight: vars.font.weightMedium });
export const origin = style({ display: 'block' });
export const link = style({ color: vars.color.brand });

/** The reference mark: a superscript half the figure's size, inline in its text (WCAG 2.5.8's inline exception). */
export const mark = style({ fontSize: '0.5em', fontWeight: vars.font.weightMedium, lineHeight: 0, marginInlineStart: '0.15em', verticalAlign: 'super' });
export const markLink = style({ color: 'inherit', textDecoration: 'none', paddingInline: '0.15em', selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } } });
