import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

export const region = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  insetBlockEnd: vars.space.md,
  insetInlineStart: vars.space.md,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  outline: 'none',
  pointerEvents: 'none',
});

const base = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '24rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  border: '1px solid',
  touchAction: 'pan-y',
  userSelect: 'none',
});

export const notice = styleVariants({
  success: [base, { background: vars.color.surface, borderColor: vars.color.success, color: vars.color.ink }],
  failure: [base, { background: vars.color.danger, borderColor: vars.color.danger, color: vars.color.onBrand }],
});

export const icon = style({ marginTop: vars.space.xxs });
export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1 });
export const title = style({ fontWeight: vars.font.weightBold });

/** The next step a notice offers: a link on its own line, a full tap target. */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: 'inherit',
  fontWeight: vars.font.weightBold,
  textUnderlineOffset: '0.2em',
});

export const close = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  // Its edge in forced colours only.
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});
