import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';
import { roundMark } from '../../renderer/utilities.css';
import { box, chat, small, statusBase, tileSize, window } from './pieces.css';

// The pieces come first in the stylesheet (imported before any rule here is made).
export * from './pieces.css';

export const asset = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const assetBody = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs, minWidth: 0 });

// A status longer than its row (German, Spanish) wraps inside its pill rather than spilling out.
globalStyle(`${assetBody} > *`, { maxWidth: '100%' });

export const assetLabel = style({ ...small, color: vars.color.inkMuted, fontWeight: vars.font.weightMedium });

export const product = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });

export const productBody = style({ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: vars.space.xs, flex: 1, minWidth: 0 });

const line = style([box, { height: vars.space.xs, borderRadius: vars.radius.pill, background: vars.color.border }]);
export const lineLong = style([line, { width: '90%' }]);
export const lineShort = style([line, { width: '55%' }]);

export const buy = style({
  ...small,
  alignSelf: 'flex-start',
  marginTop: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.ink,
  color: vars.color.surface,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
});

export const widget = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.border}` });

/** A bold label after its icon: the widget's title, a new post's network. */
export const iconLabel = style({ ...small, display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, color: vars.color.ink, fontWeight: vars.font.weightBold });

/** Under a widget's photos, the creator's credit. */
export const credit = style({ ...small, color: vars.color.inkMuted, fontWeight: vars.font.weightMedium });

export const strip = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.xxs });

/** The home hero's preview: a window that holds the mosaic and the flow. */
export const hero = style({ width: '100%', margin: 0 });

export const heroWindow = style({ padding: vars.space.md, boxShadow: vars.shadow.window, background: vars.color.surface });

export const heroBody = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

/** Phones: a row of three found posts; wider: a mosaic of six beside the flow. */
export const mosaic = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gridAutoRows: '1fr' } },
});

// Wider: the mosaic's posts stretch to the flow's height (portrait, like a feed).
globalStyle(`${mosaic} > *`, { '@media': { [media.tablet]: { aspectRatio: 'auto' } } });

globalStyle(`${mosaic} > :nth-child(n + 4)`, { '@media': { [media.phone]: { display: 'none' } } });

// Each found post shows its author, as a feed does: an avatar (::before) and a handle (::after) at its top.
globalStyle(`${mosaic} > ::before, ${mosaic} > ::after`, {
  content: '""',
  position: 'absolute',
  top: vars.space.xs,
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceGlass,
});
globalStyle(`${mosaic} > ::before`, { insetInlineStart: vars.space.xs, width: vars.space.sm });
globalStyle(`${mosaic} > ::after`, { insetInlineStart: vars.space.lg, width: '40%', opacity: 0.7 });

/** The rights flow: each step joined to the next by a short line. */
export const flow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const flowStep = style({ position: 'relative', display: 'block' });

globalStyle(`${flowStep} + ${flowStep}::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: '50%',
  top: `calc(-1 * ${vars.space.md})`,
  height: vars.space.md,
  borderInlineStart: `2px dashed ${vars.color.brand}`,
});

/** A step's visual: sits at the top of its card, a fixed height so the four cards line up. */
export const step = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  '@media': { [media.tablet]: { height: vars.layout.stepPreviewHeight } },
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

// On wider cards (two per row on tablets) the views keep their phone-to-desktop size: the four line up.
globalStyle(`${step} > *`, { width: '100%', maxWidth: vars.layout.stepPreviewWidth, marginInline: 'auto' });
// A step's view is small: tighter spacing inside it leaves its labels the room to stay on one line.
globalStyle(`${step} ${window}, ${step} ${asset}`, { padding: vars.space.xs, gap: vars.space.xs });
globalStyle(`${step} ${statusBase}`, { paddingInline: vars.space.xxs });
globalStyle(`${step} ${tileSize.thumb}`, { width: vars.space.xl });
// The product page in a step's fixed height: a smaller product and landscape photos leave room for the photo credit.
globalStyle(`${step} ${tileSize.product}`, { width: '22%' });
globalStyle(`${step} ${strip} > *`, { aspectRatio: '4 / 3' });

/** The permission record: the creator, the status, when, and the channels, one line each. */
export const record = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });
export const recordMeta = style({ ...small, display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.inkMuted });
export const creator = style([recordMeta, { color: vars.color.ink, fontWeight: vars.font.weightBold }]);

/** The record with its exchange: the conversation takes the window's width, as in the hero. */
export const recordWithExchange = style([record, { gap: vars.space.sm }]);
globalStyle(`${recordWithExchange} > ${chat}`, { alignSelf: 'stretch' });
/** Under the exchange, the proof on one row: the status, the moment, the channels. */
export const recordFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  alignSelf: 'stretch',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const stepGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xs });

export const stepList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

const markerBase = style([
  roundMark,
  {
    width: vars.space.lg,
    height: vars.space.lg,
    boxShadow: `0 0 0 2px ${vars.color.surface}`,
  },
]);

export const marker = styleVariants({
  picked: [markerBase, { background: vars.color.brand, color: vars.color.onBrand }],
  cleared: [markerBase, { background: vars.color.success, color: vars.color.onBrand }],
  pending: [markerBase, { background: vars.color.pendingSoft, color: vars.color.pending }],
});

export const productArt = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });
export const productCap = style({ fill: vars.color.surfaceDark });
export const productBottle = style({ fill: vars.color.brand });
export const productLabel = style({ fill: vars.color.brandSoft });

/** The permission record on its own (the demo page): the window itself, no panel around it. */
export const recordAlone = style([box, { maxWidth: vars.layout.previewWidth }]);

/** A preview on its own (the use-cases page). */
export const standalone = style({ margin: 0, maxWidth: vars.layout.previewWidth, marginInline: 'auto', width: '100%' });

/** The use-case scenes' pictures: three to a row, close together. */
const threeUp = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xxs } as const;

/** A carousel of customer photos, portrait like the posts they come from. */
export const carousel = style(threeUp);
globalStyle(`${carousel} > *`, { aspectRatio: '4 / 5' });

/** A lookbook page: one tall picture beside four. */
export const lookbook = style(threeUp);
globalStyle(`${lookbook} > :first-child`, { gridRow: 'span 2', aspectRatio: 'auto' });

/** An in-store screen showing a wall of customer photos, on its stand (the bar under it). */
export const screen = style({
  ...threeUp,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceDark,
  boxShadow: vars.shadow.card,
  position: 'relative',
  marginBottom: vars.space.md,
});
globalStyle(`${screen}::after`, {
  content: '""',
  position: 'absolute',
  insetInline: '40%',
  top: '100%',
  height: vars.space.md,
  background: vars.color.surfaceDark,
});
