import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

export const hero = style({
  paddingBlock: vars.space.section,
  background: `linear-gradient(180deg, ${vars.color.surfaceAlt} 0%, ${vars.color.surface} 100%)`,
});

export const inner = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' });

export const eyebrow = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: vars.font.weightMedium,
  fontSize: vars.font.sizeSm,
});

export const title = style({ fontSize: vars.font.sizeDisplay, fontWeight: vars.font.weightBold, maxWidth: '20ch', textWrap: 'balance' });

export const subtitle = style({ fontSize: vars.font.sizeLg, color: vars.color.inkMuted, maxWidth: vars.layout.narrowWidth });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm, marginTop: vars.space.xs });
