import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';
import { roundMark } from '../../renderer/utilities.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

/** The steps joined by a thin line from one number to the next, so they read as one sequence. */
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.space.xl} minmax(0, 1fr)`,
  columnGap: vars.space.sm,
  alignItems: 'start',
});

export const number = style([
  roundMark,
  {
    width: vars.space.xl,
    height: vars.space.xl,
    background: vars.color.brand,
    color: vars.color.onBrand,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
  },
]);

// The line from a number down to the next one: from under this step's number across the gap.
globalStyle(`${step}:not(:last-child)::after`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: `calc(${vars.space.xl} / 2)`,
  top: vars.space.xl,
  bottom: `calc(-1 * ${vars.space.md})`,
  borderInlineStart: `2px solid ${vars.color.brandSoft}`,
});

/** The step's sentence, its first line centred on the number. */
export const text = style({ paddingTop: `calc((${vars.space.xl} - 1lh) / 2)`, color: vars.color.ink });

export const note = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, color: vars.color.inkMuted, fontSize: vars.font.sizeSm });

globalStyle(`${note} > svg`, { flexShrink: 0, color: vars.color.success });
