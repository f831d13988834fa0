import { style } from '@vanilla-extract/css';
import { surface } from '../../components/Card/Card.css';
import { media, vars } from '../../renderer/theme.css';
import { largeTitle, mutedText, roundMark } from '../../renderer/utilities.css';

export const heroStats = style({ width: '100%', maxWidth: vars.layout.narrowWidth, marginTop: vars.space.lg });

export const detail = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  maxWidth: '100%',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  lineHeight: vars.font.lineTight,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** Phones: the number beside its text; three columns: the number above. */
export const step = style([
  surface,
  {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignContent: 'start',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    minWidth: 0,
    '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.sm } },
  },
]);

export const stepNumber = style([
  roundMark,
  {
    gridRow: 'span 2',
    '@media': { [media.desktop]: { gridRow: 'auto' } },
    width: vars.space.xxl,
    height: vars.space.xxl,
    background: vars.color.brand,
    color: vars.color.onBrand,
    fontSize: vars.font.sizeLg,
    fontWeight: vars.font.weightBold,
  },
]);

export const stepTitle = largeTitle;

export const stepText = mutedText;
