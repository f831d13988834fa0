import { style, styleVariants } from '@vanilla-extract/css';
import { iconFrame, surface } from '../../components/Card/Card.css';
import { media, vars } from '../../renderer/theme.css';

// ---------------------------------------------------------------- story

export const story = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: vars.layout.narrowWidth,
  marginInline: 'auto',
});

export const paragraph = style({
  color: vars.color.inkMuted,
  fontSize: vars.font.sizeLg,
  selectors: { '&:first-child': { color: vars.color.ink, fontSize: vars.font.sizeXl, lineHeight: vars.font.lineBody } },
});

// ---------------------------------------------------------------- mission and vision

export const purposeBand = style({ paddingBlock: vars.space.section });

export const purpose = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

const purposeBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  '@media': { [media.tablet]: { padding: vars.space.xl }, [media.desktop]: { padding: vars.space.xxl } },
});

export const purposePanel = styleVariants({
  dark: [
    purposeBase,
    {
      background: `linear-gradient(135deg, ${vars.color.brandStrong} 0%, ${vars.color.surfaceDark} 100%)`,
      color: vars.color.surface,
      boxShadow: vars.shadow.raised,
    },
  ],
  light: [purposeBase, { background: vars.color.surfaceAlt, border: `1px solid ${vars.color.brandSoft}`, color: vars.color.ink }],
});

const purposeIconBase = style([iconFrame, { alignSelf: 'flex-start' }]);

export const purposeIcon = styleVariants({
  dark: [purposeIconBase, { background: vars.color.surface, color: vars.color.brandStrong }],
  light: [purposeIconBase, { background: vars.color.brand, color: vars.color.onBrand }],
});

export const purposeTitle = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, '@media': { [media.tablet]: { fontSize: vars.font.sizeXxl } } });

export const purposeText = styleVariants({
  dark: { fontSize: vars.font.sizeLg, color: vars.color.onDark },
  light: { fontSize: vars.font.sizeLg, color: vars.color.inkMuted },
});

// ---------------------------------------------------------------- team

export const teamBand = style({ paddingBlock: vars.space.section });

/** The team card with its picture beside it from desktop width (below it on narrower screens). */
export const teamLayout = style({
  '@media': { [media.desktop]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl, alignItems: 'center' } },
});

export const teamCard = style([
  surface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    maxWidth: vars.layout.narrowWidth,
    marginInline: 'auto',
    '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-start', padding: vars.space.xxl }, [media.desktop]: { maxWidth: 'none', margin: 0 } },
  },
]);

export const teamPicture = style({ maxWidth: vars.layout.narrowWidth, marginInline: 'auto', marginTop: vars.space.lg, '@media': { [media.desktop]: { maxWidth: 'none', margin: 0 } } });

// Beside the picture (desktop) the card goes without its icon: the heading keeps the card's width and the card the picture's height.
export const teamIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  width: `calc(${vars.space.xxl} + ${vars.space.md})`,
  height: `calc(${vars.space.xxl} + ${vars.space.md})`,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const teamBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const teamTitle = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, '@media': { [media.tablet]: { fontSize: vars.font.sizeXxl } } });

export const teamText = style({ color: vars.color.inkMuted, fontSize: vars.font.sizeLg });

export const location = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  maxWidth: '100%',
  marginTop: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: vars.font.weightMedium,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineTight,
});

// ---------------------------------------------------------------- call to action
