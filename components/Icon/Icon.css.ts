import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

export const size = styleVariants({
  xs: { width: vars.space.sm, height: vars.space.sm, flexShrink: 0 },
  sm: { width: vars.space.md, height: vars.space.md, flexShrink: 0 },
  md: { width: vars.space.lg, height: vars.space.lg, flexShrink: 0 },
  lg: { width: vars.space.xl, height: vars.space.xl, flexShrink: 0 },
});
