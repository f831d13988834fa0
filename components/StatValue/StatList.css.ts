import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';

/** Columns from 10rem up; each item as wide as the others in its row. */
const autoColumns = 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))';

/** The longest figure of a list, in characters, that each figure size fits on one line. */
export const figureLengths = [6, 9, 12, 15, 18, 21] as const;

/**
 * The list's longest figure length, set by its `data-figure-length`: an attribute rather than a class,
 * so a page type keeps one stylesheet (and one CSP hash) in every language, whatever its figures' lengths.
 */
const figureLength = createVar();

const listBase = style({
  vars: { [figureLength]: String(figureLengths[0]) },
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Tablets: two to a row; four narrow columns would stack their labels five lines high.
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: autoColumns } },
});

for (const length of figureLengths.slice(1)) globalStyle(`${listBase}[data-figure-length="${length}"]`, { vars: { [figureLength]: String(length) } });

/**
 * On phones, cards stack one to a row (their labels are sentences). A plain list of short figures
 * puts one figure a row, the figures in one column and their labels beside them; with a worded
 * figure ("9 de cada 10") it stacks like the cards.
 */
export const list = styleVariants({
  card: [listBase],
  plain: [listBase, { '@media': { [media.phone]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: vars.space.md, alignItems: 'baseline' } } }],
  // Plain, but a phone stacks each figure above its label: inside a card, a label beside its figure
  // had 118 px and its measure five lines (the case studies).
  stacked: [listBase],
});
const shortFigures = `[data-figure-length="${figureLengths[0]}"]`;
globalStyle(`${list.plain}:not(${shortFigures})`, { '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
// The narrowest phone leaves a label beside its figure, inside a card, too little room for a long
// word ("di copertura" broke as "copertur/a" at 320 px): the label goes under its figure there.
globalStyle(`${list.plain}${shortFigures}`, { '@media': { [media.narrowPhone]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });

// minWidth 0: the item never widens its grid track. It is the container the figure's size is measured against.
const itemBase = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  containerType: 'inline-size',
});

const plainItem = style([itemBase, { paddingInline: 0 }]);

export const item = styleVariants({
  card: [itemBase, { background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.card, textAlign: 'center' }],
  plain: [plainItem],
  stacked: [plainItem],
});

// A phone's row of the plain list: figure and label on the list's two columns. Not a size container,
// so the figures' column takes the figures' own width.
globalStyle(`${list.plain}${shortFigures} > li`, {
  '@media': { [media.phone]: { gridColumn: '1 / -1', display: 'grid', gridTemplateColumns: 'subgrid', alignItems: 'baseline', paddingBlock: 0, containerType: 'normal' } },
});

/**
 * A character of the brand face's bold figures is 0.46 to 0.8 em wide on average, figure by figure,
 * and about 0.6 em in the worded ones, spaces included (measured on the site's figures): a figure of
 * n characters fits its item's width at 100 / (n × 0.6) cqi. The e2e test holds every figure to one line.
 */
const averageAdvanceEm = 0.6;

/**
 * The figure, at the stat size or smaller where the list's longest figure would not fit its item on
 * one line: every figure of a list shares one size (the list's longest picks it). A number keeps its
 * unit (the typography's no-break spaces); a figure longer than the longest length still wraps, balanced.
 */
export const value = style({
  fontSize: `min(${vars.font.sizeStat}, calc(100cqi / (${figureLength} * ${averageAdvanceEm})))`,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineTight,
  color: vars.color.brand,
  textWrap: 'balance',
  overflowWrap: 'break-word',
});

export const label = style({ fontSize: vars.font.sizeSm, color: vars.color.inkMuted });

/** What the figure was measured on: a footnote to its label, smaller. */
export const scope = style({ fontSize: vars.font.sizeXs, color: vars.color.inkMuted });

// A phone's row of short figures: the measure goes under the label, in the labels' column.
globalStyle(`${list.plain}${shortFigures} > li > ${scope}`, { '@media': { [media.phone]: { gridColumn: 2 } } });
globalStyle(`${list.plain}${shortFigures} > li > ${scope}`, { '@media': { [media.narrowPhone]: { gridColumn: 1 } } });
