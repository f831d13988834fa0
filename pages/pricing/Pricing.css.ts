import { globalStyle, style } from '@vanilla-extract/css';
import { iconFrame } from '../../components/Card/Card.css';
import { media, vars } from '../../renderer/theme.css';
import { mutedText, roundMark } from '../../renderer/utilities.css';

// ---------------------------------------------------------------- plans

export const plansSection = style({ paddingBottom: vars.space.section });

/** Rows a plan card spans: top, name, audience, description, what it holds, button, then what is included and its limitations. */
const planRows = 7;

/** The prices, once for the three plans: one quiet line above the cards, centred, never a card's headline. */
export const priceOnRequest = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  marginBottom: vars.space.lg,
  fontWeight: vars.font.weightMedium,
  color: vars.color.ink,
  textAlign: 'start',
  '@media': { [media.desktop]: { marginBottom: vars.space.xl } },
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
      rowGap: vars.space.md,
      padding: vars.space.xl,
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

export const planTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });

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

export const holdList = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const hold = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

export const holdLead = style([hold, { flexDirection: 'column', alignItems: 'flex-start', gap: 0, fontSize: vars.font.sizeMd }]);

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

export const audience = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.font.sizeSm });

export const audienceLabel = style({ fontWeight: vars.font.weightBold, color: vars.color.brandStrong });

export const planAction = style({ display: 'flex', flexDirection: 'column' });

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, fontSize: vars.font.sizeSm });

// The tick of a wrapped line must keep its size (CheckList's mark may shrink in a flex row).
globalStyle(`${group} li > span:first-child`, { flexShrink: 0 });

export const groupLabel = style({
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
});

// ---------------------------------------------------------------- limits table

/** Table and notes keep a reading width: three plan columns need no more. */
export const limitsBody = style({ maxWidth: vars.layout.narrowWidth, marginInline: 'auto' });

/** The table scrolls inside this region when it is wider than the screen; keyboard users can scroll it too. */
export const tableRegion = style({
  maxWidth: '100%',
  overflowX: 'auto',
  // The phone layout sizes the plans' names and values to the region's width (cqi), below.
  containerType: 'inline-size',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
});

const cellBase = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  verticalAlign: 'middle',
});

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 0 });

/** The first column stays in view while the plans scroll sideways on a phone. */
const stickyStart = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  textAlign: 'start',
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const corner = style([
  cellBase,
  stickyStart,
  { color: vars.color.inkMuted, fontSize: vars.font.sizeXs, fontWeight: vars.font.weightBold, letterSpacing: '0.06em', textTransform: 'uppercase' },
]);

// Three plan columns of one width (the popular plan's no wider than the others), the row names the rest.
export const planHead = style([
  cellBase,
  { fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold, color: vars.color.ink, '@media': { [media.tablet]: { width: '22%' } } },
]);
export const planHeadPopular = style([planHead, { background: vars.color.brand, color: vars.color.onBrand }]);

export const rowHead = style([cellBase, stickyStart, { fontWeight: vars.font.weightMedium, hyphens: 'auto' }]);

export const cell = style([cellBase, { fontWeight: vars.font.weightMedium, fontSize: vars.font.sizeLg }]);
export const cellPopular = style([cell, { background: vars.color.brandSoft, color: vars.color.brandStrong }]);

export const unlimited = style({ fontWeight: vars.font.weightBold, color: vars.color.brand, fontSize: vars.font.sizeMd });

export const notes = style({
  listStyle: 'none',
  margin: 0,
  marginTop: vars.space.lg,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const note = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, color: vars.color.inkMuted, fontSize: vars.font.sizeSm });

export const noteIcon = style([
  roundMark,
  {
    width: vars.space.xl,
    height: vars.space.xl,
    background: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);

// ---------------------------------------------------------------- inclusions

export const inclusions = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', padding: vars.space.xl },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const inclusion = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, fontWeight: vars.font.weightMedium });

export const inclusionMark = style([
  roundMark,
  {
    width: vars.space.lg,
    height: vars.space.lg,
    background: vars.color.successSoft,
    color: vars.color.success,
  },
]);

// ---------------------------------------------------------------- reassurance

/** Phones: a list, one line each, in readable text (two columns broke most into three lines); wider screens: two even columns. */
export const chips = style({
  listStyle: 'none',
  margin: 0,
  marginBottom: vars.space.xl,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  maxWidth: vars.layout.narrowWidth,
  marginInline: 'auto',
  // Two even columns from tablet width: a centred cloud left single chips alone on a row.
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const chip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
  // A checklist, not boxes: two designers read bordered chips as buttons or fields.
  paddingBlock: vars.space.xxs,
  color: vars.color.ink,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineTight,
});

globalStyle(`${chip} > svg`, { flexShrink: 0, color: vars.color.success });
globalStyle(`${chip} > span`, { minWidth: 0 });

// Phones: the table reflows instead of scrolling sideways (a scrolled table cut plan names in two):
// the plans are three columns, each limit's name a full-width row above its three values.
globalStyle(`${table}, ${table} thead, ${table} tbody`, { '@media': { [media.phone]: { display: 'block' } } });
globalStyle(`${table} tr`, {
  '@media': { [media.phone]: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
globalStyle(`${table} tr > *`, { '@media': { [media.phone]: { paddingInline: vars.space.xs, paddingBlock: vars.space.sm } } });
globalStyle(`${corner}`, {
  '@media': { [media.phone]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', padding: 0 } },
});
// Three plans share a 320 px phone's width: their names and values shrink with it rather than break
// mid-word ("Profession/al", "Unbegr/enzt"), whatever the font.
const phoneCellSize = `min(${vars.font.sizeSm}, 4cqi)`;
globalStyle(`${planHead}, ${planHeadPopular}`, { '@media': { [media.phone]: { fontSize: phoneCellSize } } });
globalStyle(`${rowHead}`, {
  '@media': {
    [media.phone]: {
      gridColumn: '1 / -1',
      position: 'static',
      borderInlineEnd: 0,
      background: vars.color.surfaceAlt,
      fontSize: vars.font.sizeSm,
    },
  },
});
globalStyle(`${cell}, ${cellPopular}, ${unlimited}`, { '@media': { [media.phone]: { fontSize: phoneCellSize } } });

// "Unlimited" in a card reads at the size of the numbers beside it.
globalStyle(`${holdValue} ${unlimited}`, { fontSize: 'inherit', color: 'inherit' });
