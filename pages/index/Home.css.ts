import { globalStyle, style } from '@vanilla-extract/css';
import { surface } from '../../components/Card/Card.css';
import { media, vars } from '../../renderer/theme.css';
import { largeTitle, mutedText, roundMark } from '../../renderer/utilities.css';

export const heroStats = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

// Three figures in one row from tablet width (on phones, StatList's plain rows: figure, then label beside it).
globalStyle(`${heroStats} > ul`, { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm } } });
globalStyle(`${heroStats} li`, { '@media': { [media.tablet]: { paddingBlock: vars.space.xs } } });
globalStyle(`${heroStats} li > :first-child`, { fontSize: vars.font.sizeXxl });

/** Problem and solution side by side from tablet width: the story right after the hero. */
export const comparison = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

const comparisonPanel = style([surface, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);
export const problem = comparisonPanel;
export const solution = style([comparisonPanel, { borderColor: vars.color.brand, boxShadow: vars.shadow.raised }]);

export const comparisonTitle = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

/** The six benefits: icon, title and a line each, in a grid under the comparison. */
export const benefitList = style({
  display: 'grid',
  gap: `${vars.space.lg} ${vars.space.xl}`,
  // A section's worth of space between the benefits' three blocks (story, benefits, figures).
  marginTop: vars.space.section,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** An icon beside a title and its text. */
const iconBeside = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.xl} minmax(0, 1fr)`,
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'start',
  // In a grid row taller than itself, the spare height goes below the text, not between title and text.
  alignContent: 'start',
});

const iconTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const benefit = iconBeside;
export const benefitIcon = style([iconTile, { gridRow: 'span 2' }]);
export const benefitTitle = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, alignSelf: 'start' });
export const benefitText = style({ color: vars.color.inkMuted, fontSize: vars.font.sizeSm });

/** The results the solution brings: four figures in a row under the comparison. */
export const results = style({ marginTop: vars.space.section });

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

// The step's visual runs to the card's edges, like a picture at its top: the drawing's labels get the card's whole width.
export const step = style([surface, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, padding: `0 ${vars.space.md} ${vars.space.md}`, overflow: 'hidden' }]);
export const stepKey = style([step, { borderColor: vars.color.brand }]);

globalStyle(`${step} > :first-child`, { marginInline: `calc(-1 * ${vars.space.md})` });

export const stepHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, marginTop: vars.space.xs });

export const stepNumber = style([
  roundMark,
  {
    width: vars.space.xl,
    height: vars.space.xl,
    background: vars.color.brand,
    color: vars.color.onBrand,
    fontWeight: vars.font.weightBold,
  },
]);

export const stepTitle = largeTitle;
export const stepText = mutedText;

/**
 * Everything the platform does: two groups side by side on tablets; from desktop width one group a
 * row, its name beside its features in rows of three, or two by two for four (no feature alone on a row).
 */
export const featureGroups = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const featureGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [media.desktop]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 5fr)', gap: vars.space.xl } },
});

export const featureGroupTitle = style({
  paddingTop: vars.space.sm,
  borderTop: `2px solid ${vars.color.brand}`,
  color: vars.color.brandStrong,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

const featureList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: `${vars.space.lg} ${vars.space.xl}` } },
});

export const features = {
  threes: featureList,
  pairs: style([featureList, { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }]),
};

export const feature = iconBeside;
export const featureIcon = iconTile;

/** Title, the competitive-advantage badge when there is one, then the text. */
export const featureBody = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs, minWidth: 0 });

export const featureTitle = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });
export const featureText = style({ color: vars.color.inkMuted, fontSize: vars.font.sizeSm });

/** The demo request: what happens next beside the form from desktop width, under it on phones. */
export const demoLayout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateAreas: '"form" "next"',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gridTemplateAreas: '"next form"' } },
});

export const demoForm = style({ gridArea: 'form', minWidth: 0 });

// Beside the taller form, the steps stay in view while the visitor fills it in.
export const demoNextSteps = style({
  gridArea: 'next',
  '@media': { [media.desktop]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})` } },
});
