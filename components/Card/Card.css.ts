import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';
import { mutedText } from '../../renderer/utilities.css';

/** The white card box every card-like block of the site shares. */
export const surface = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

const base = style([
  surface,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    height: '100%',
  },
]);

export const card = styleVariants({
  plain: [base],
  highlighted: [base, { borderColor: vars.color.brand, boxShadow: vars.shadow.raised }],
});

/** The rounded square an icon sits in; colours come from the variant that uses it. */
export const iconFrame = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  borderRadius: vars.radius.md,
});

export const iconBox = style([iconFrame, { background: vars.color.brandSoft, color: vars.color.brand }]);

export const title = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });
export const text = mutedText;
export const footer = style({ marginTop: 'auto', paddingTop: vars.space.xs });
export const topRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });
