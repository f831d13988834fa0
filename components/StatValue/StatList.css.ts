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

// Each item is a size container: its figure scales to the item's width (see `value`).
const itemBase = style({ display: 'flex', flexDirection: 'column', justifyContent: 'flex-start', gap: vars.space.xxs, padding: vars.space.md, borderRadius: vars.radius.lg, containerType: 'inline-size', minWidth: 0 });

export const item = styleVariants({
  card: [itemBase, { background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.card, textAlign: 'center' }],
  plain: [itemBase, { paddingInline: 0 }],
  onDark: [itemBase, { background: 'rgb(255 255 255 / 0.08)', textAlign: 'center' }],
});

/**
 * The figure: as large as the item allows. Worded figures ("über 10 Millionen", "más de 10.000")
 * are long in some languages: the size follows the item's width and the words may wrap, never the
 * page; a number keeps its unit (the typography's no-break spaces).
 */
export const value = style({
  fontSize: `min(${vars.font.sizeStat}, 14cqi)`,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineTight,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
  textWrap: 'balance',
  overflowWrap: 'break-word',
});
export const valueOnDark = style([value, { color: vars.color.surface }]);
export const label = style({ fontSize: vars.font.sizeSm, color: vars.color.inkMuted });
export const labelOnDark = style([label, { color: vars.color.onDarkMuted }]);

