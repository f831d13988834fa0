import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

/** The card the form sits in, on the home page and on the demo page. */
export const panel = style({
  padding: `${vars.space.lg} ${vars.space.gutter}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
});
