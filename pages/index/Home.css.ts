import { style } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';

export const heroStats = style({ width: '100%', maxWidth: vars.layout.narrowWidth, marginTop: vars.space.lg });

export const comparison = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const benefitStats = style({ marginBottom: vars.space.xl });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  counterReset: 'step',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightBold,
});

export const demoLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const demoAside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const formCard = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});
