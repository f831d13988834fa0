import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
});

const itemBase = style({ display: 'flex', flexDirection: 'column', justifyContent: 'flex-start', gap: vars.space.xxs, padding: vars.space.md, borderRadius: vars.radius.lg });

export const item = styleVariants({
  card: [itemBase, { background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.card, textAlign: 'center' }],
  plain: [itemBase, { paddingInline: 0 }],
  onDark: [itemBase, { background: 'rgb(255 255 255 / 0.08)', textAlign: 'center' }],
});

export const value = style({ fontSize: vars.font.sizeStat, fontWeight: vars.font.weightBold, lineHeight: vars.font.lineTight, color: vars.color.brand, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const valueOnDark = style([value, { color: vars.color.surface }]);
export const label = style({ fontSize: vars.font.sizeSm, color: vars.color.inkMuted });
export const labelOnDark = style([label, { color: vars.color.onDarkMuted }]);

