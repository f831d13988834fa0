import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

// The line drawing every icon shares, set here rather than on each icon's path in the markup.
const line = { flexShrink: 0, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const size = styleVariants({
  xs: { ...line, width: vars.space.sm, height: vars.space.sm },
  sm: { ...line, width: vars.space.md, height: vars.space.md },
  md: { ...line, width: vars.space.lg, height: vars.space.lg },
  lg: { ...line, width: vars.space.xl, height: vars.space.xl },
});
