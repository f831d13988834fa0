import { style } from '@vanilla-extract/css';
import { surface } from '../../components/Card/Card.css';
import { media, vars } from '../../renderer/theme.css';
import { mutedText } from '../../renderer/utilities.css';

export const useCases = style({ paddingBlock: vars.space.section, paddingTop: 0 });

/**
 * Six cards, three to a row on desktop. Each card is a subgrid of four rows (scene, title, text,
 * benefits) so titles, texts and benefit lists line up across a row whatever their length.
 */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  columnGap: vars.space.lg,
  rowGap: vars.space.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const useCase = style([
  surface,
  {
    display: 'grid',
    gridRow: 'span 4',
    gridTemplateRows: 'subgrid',
    rowGap: vars.space.sm,
    alignContent: 'start',
  },
]);

export const useCaseTitle = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const text = mutedText;

export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const benefitsLabel = style({
  color: vars.color.brand,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

/** A caveat under the benefits (the contests' local rules): small, quiet, still readable. */
export const note = style([mutedText, { fontSize: vars.font.sizeSm, marginTop: vars.space.xs }]);

/** The customer stories: one per row, the story beside its results on desktop. */
export const stories = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });

export const story = style([
  surface,
  {
    display: 'grid',
    gap: vars.space.lg,
    alignItems: 'center',
    '@media': {
      [media.tablet]: { padding: vars.space.xl },
      [media.desktop]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)', gap: vars.space.xl },
    },
  },
]);

export const storyTop = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });

export const storyTitle = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const metrics = style({
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
