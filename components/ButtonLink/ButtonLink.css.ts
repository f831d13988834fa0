import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  // Phones: a long label ("Request a demo for your brand") keeps to one line in a full-width button.
  '@media': { [media.phone]: { paddingInline: vars.space.md } },
  borderRadius: vars.radius.pill,
  border: '2px solid transparent',
  fontWeight: vars.font.weightMedium,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineTight,
  textAlign: 'center',
  textWrap: 'balance',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
});

export const variant = styleVariants({
  primary: [base, { background: vars.color.brand, color: vars.color.onBrand, ':hover': { background: vars.color.brandStrong } }],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.brand,
      borderColor: vars.color.brand,
      ':hover': { background: vars.color.brandSoft },
    },
  ],
  onDark: [base, { background: vars.color.surface, color: vars.color.brandStrong, ':hover': { background: vars.color.brandSoft } }],
  outlineOnDark: [
    base,
    {
      background: 'transparent',
      color: vars.color.surface,
      borderColor: vars.color.onDarkMuted,
      ':hover': { background: vars.color.brandStrong, borderColor: vars.color.surface },
    },
  ],
  text: [
    base,
    {
      paddingInline: 0,
      minHeight: 'auto',
      color: vars.color.brand,
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
      ':hover': { color: vars.color.brandStrong },
    },
  ],
});

export const fullWidth = style({ width: '100%' });
