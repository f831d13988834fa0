import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

// As wide as its measure allows, centred: also inside a flex column (the contact page's), where auto margins alone would shrink it.
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%', maxWidth: vars.layout.narrowWidth, marginInline: 'auto' });

export const item = style({ borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`, background: vars.color.surface });

export const summary = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const marker = style({ transition: `transform ${vars.motion.fast}`, color: vars.color.brand, flexShrink: 0 });
// A plus that turns into a cross when open: it discloses, it does not navigate (an arrow would say so).
globalStyle(`${item}[open] ${marker}`, { transform: 'rotate(45deg)' });

export const answer = style({ paddingInline: vars.space.md, paddingBottom: vars.space.md, color: vars.color.inkMuted });
