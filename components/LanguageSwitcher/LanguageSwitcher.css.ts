import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.onDarkMuted}`,
  color: vars.color.onDark,
  textDecoration: 'none',
  fontSize: vars.font.sizeSm,
  ':hover': { background: 'rgb(255 255 255 / 0.12)' },
  selectors: {
    '&[aria-current="true"]': { background: vars.color.onDark, color: vars.color.surfaceDark, fontWeight: vars.font.weightMedium },
  },
});
