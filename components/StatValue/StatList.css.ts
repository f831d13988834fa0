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

// minWidth 0: a long figure wraps inside its item instead of widening the grid track.
const itemBase = style({ display: 'flex', flexDirection: 'column', justifyContent: 'flex-start', gap: vars.space.xxs, padding: vars.space.md, borderRadius: vars.radius.lg, minWidth: 0 });

export const item = styleVariants({
  card: [itemBase, { background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.card, textAlign: 'center' }],
  plain: [itemBase, { paddingInline: 0 }],
  onDark: [itemBase, { background: 'rgb(255 255 255 / 0.08)', textAlign: 'center' }],
});

/**
 * The figure. Worded figures ("über 10 Millionen", "más de 10.000") are long in some languages:
 * their words wrap, balanced, inside the item, never pushing the page sideways; a number keeps its
 * unit (the typography's no-break spaces).
 */
export const value = style({
  fontSize: vars.font.sizeStat,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineTight,
  color: vars.color.brand,
  textWrap: 'balance',
  overflowWrap: 'break-word',
});
export const valueOnDark = style([value, { color: vars.color.surface }]);
export const label = style({ fontSize: vars.font.sizeSm, color: vars.color.inkMuted });
export const labelOnDark = style([label, { color: vars.color.onDarkMuted }]);

