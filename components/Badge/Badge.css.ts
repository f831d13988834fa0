import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineTight,
});

// Two tones only: a strong one for the plan to look at first, a quiet one for every other mark (a third colour competed with the buttons).
export const tone = styleVariants({
  brand: [base, { background: vars.color.brand, color: vars.color.onBrand }],
  neutral: [base, { background: vars.color.brandSoft, color: vars.color.brandStrong }],
});
