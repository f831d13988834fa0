import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: vars.space.xs,
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
  // Its edge in forced colours, which drop the background and the shadow.
  border: '2px solid transparent',
  boxShadow: vars.shadow.card,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
