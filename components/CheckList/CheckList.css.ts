import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const item = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start' });
export const mark = styleVariants({
  check: { color: vars.color.success, marginTop: '0.2em', flexShrink: 0 },
  cross: { color: vars.color.danger, marginTop: '0.2em', flexShrink: 0 },
  brand: { color: vars.color.brand, marginTop: '0.2em', flexShrink: 0 },
});
