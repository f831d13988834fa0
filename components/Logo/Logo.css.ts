import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.brand });
export const mark = style({ width: vars.space.xl, height: vars.space.xl });
export const glyph = style({ fill: vars.color.onBrand });
export const name = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeLg, color: vars.color.ink, whiteSpace: 'nowrap' });
export const nameOnDark = style([name, { color: vars.color.surface }]);
