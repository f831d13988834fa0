import { globalStyle, style } from '@vanilla-extract/css';
import { iconFrame } from '../../components/Card/Card.css';
import { media, vars } from '../../renderer/theme.css';
import { mutedText, roundMark } from '../../renderer/utilities.css';

// ---------------------------------------------------------------- plans

export const plansSection = style({ paddingBottom: vars.space.xl });

/** The customers under the plans: narrower than desktop only. */
export const proofAfterPlans = style({ '@media': { [media.desktop]: { display: 'none' } } });

/** Rows a plan card spans: its mark, name and audience, description, what it holds, button, then what is included and its limitations. */
const planRows = 5;

/** The prices, once for the three plans: one quiet line under the page's title, never a card's headline. */
export const priceOnRequest = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.font.weightMedium,
  color: vars.color.ink,
  textAlign: 'start',
});

export const plans = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    // Three cards side by side share their rows (subgrid), so prices and buttons line up.
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', rowGap: 0, alignItems: 'stretch' },
  },
});

const planBase = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': {
    [media.desktop]: {
      display: 'grid',
      gridRow: `span ${planRows}`,
      gridTemplateRows: 'subgrid',
      rowGap: vars.space.sm,
      padding: vars.space.lg,
    },
  },
});

export const plan = style([planBase]);

export const planPopular = style([
  planBase,
  {
    border: `2px solid ${vars.color.brand}`,
    boxShadow: vars.shadow.raised,
    background: `linear-gradient(180deg, ${vars.color.surfaceAlt} 0%, ${vars.color.surface} 40%)`,
  },
]);

export const planTop = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const planHeading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** The popular plan's badge, centred on the card's top edge (its border runs behind it). */
export const badgeSlot = style({ position: 'absolute', insetBlockStart: 0, insetInlineStart: '50%', transform: 'translate(-50%, -50%)', whiteSpace: 'nowrap' });

export { iconBox as planIcon } from '../../components/Card/Card.css';
export const planIconPopular = style([iconFrame, { background: vars.color.brand, color: vars.color.onBrand }]);

export const planName = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const planDescription = mutedText;

/** What the plan holds: a short list of name and value, the monthly volume first and largest. */
export const holds = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const holdList = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });

export const hold = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

// The monthly volume on one line, its figure first and largest: "10,000 contents per month".
export const holdLead = style([hold, { justifyContent: 'flex-start', gap: vars.space.xs, fontSize: vars.font.sizeMd }]);

export const holdName = style({ color: vars.color.inkMuted, minWidth: 0 });

export const holdValue = style({
  margin: 0,
  flexShrink: 0,
  fontWeight: vars.font.weightBold,
  color: vars.color.ink,
  textAlign: 'end',
});

// The monthly volume is the figure a buyer reads first.
globalStyle(`${holdLead} > ${holdValue}`, { order: -1, fontSize: vars.font.sizeXl, lineHeight: vars.font.lineTight, color: vars.color.brandStrong, textAlign: 'start' });
// After its figure the name reads on in the sentence ("1.000 solicitudes al mes"); German keeps its nouns' capitals.
globalStyle(`${holdLead}:not(:lang(de)) > ${holdName}`, { textTransform: 'lowercase' });

export const audience = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.inkMuted });

export const audienceLabel = style({ fontWeight: vars.font.weightBold, color: vars.color.brandStrong });

export const planAction = style({ display: 'flex', flexDirection: 'column' });

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, fontSize: vars.font.sizeSm });

// The tick of a wrapped line must keep its size (CheckList's mark may shrink in a flex row).
globalStyle(`${group} li > span:first-child`, { flexShrink: 0 });
// A card's lists a little closer than a page's: the wrapped lines still stand apart by their tick.
globalStyle(`${group} > ul`, { gap: vars.space.xxs });

export const groupLabel = style({
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
});

// ---------------------------------------------------------------- the price line's mark

export const noteIcon = style([
  roundMark,
  {
    width: vars.space.xl,
    height: vars.space.xl,
    background: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);

// "Unlimited" in a card reads at the size of the numbers beside it.
export const unlimited = style({ fontWeight: vars.font.weightBold });

// ---------------------------------------------------------------- what every plan brings

/**
 * One block where three said the same points: the contract basics beside what every plan includes,
 * the three assurances, then the commitments (chips) across the width: read as part of what the
 * buyer can count on, not under the questions' heading.
 */
export const assurances = style({
  display: 'grid',
  gap: `${vars.space.md} ${vars.space.xl}`,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    // The contract's table takes the width; what every plan includes, a list of short lines, takes its longest line.
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) max-content' },
  },
});

/** The commitments: the block's last row, across its width. */
export const chips = style({ fontSize: vars.font.sizeSm, gridColumn: '1 / -1' });

/** The offer to help choose: last on a phone; from desktop width beside the questions. */
export const consultation = style({ '@media': { [media.desktop]: { gridColumn: 2 } } });

// From tablet width they run on as a row: ten short lines take two or three.
globalStyle(`${chips} > ul`, { '@media': { [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.lg}` } } });

export const assurance = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, fontSize: vars.font.sizeSm });

// Short lines, as close as a card's lists: the list stays no taller than the contract beside it.
globalStyle(`${assurance} > ul`, { gap: vars.space.xxs });

export const tiles = style({
  display: 'grid',
  gap: vars.space.lg,
  gridColumn: '1 / -1',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const tile = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const tileTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

globalStyle(`${tileTitle} > svg`, { flexShrink: 0, color: vars.color.brand });

export const tileText = style([mutedText, { fontSize: vars.font.sizeSm }]);

// ---------------------------------------------------------------- questions and help to choose

/** The questions, and beside them (under them on a phone) the offer to help choose a plan; the commitments under both. */
export const closing = style({
  display: 'grid',
  gap: `${vars.space.md} ${vars.space.xl}`,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
