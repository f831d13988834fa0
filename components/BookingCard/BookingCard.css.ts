import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brandStrong} 0%, ${vars.color.surfaceDark} 100%)`,
  color: vars.color.onDark,
});

export const title = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold, color: vars.color.surface });

export const text = style({ color: vars.color.onDarkMuted, marginBottom: vars.space.xs });
