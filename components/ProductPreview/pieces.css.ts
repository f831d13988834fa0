/**
 * The pieces every preview is made of: the drawn photos, the statuses, the window and the
 * conversation. First in the stylesheet: the previews' own rules (ProductPreview.css.ts) come after
 * them and win where both apply.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

export const small = { fontSize: vars.font.sizeXs, lineHeight: vars.font.lineTight } as const;

/** Every piece is a span (the previews sit inside figures and list items): make them boxes. */
export const box = style({ display: 'block' });

const tile = style([
  box,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    alignItems: 'flex-start',
    padding: vars.space.xxs,
    aspectRatio: '1',
    borderRadius: vars.radius.sm,
    overflow: 'hidden',
  },
]);

// One class holds what every tile shares; each art adds only its picture (eleven copies of the rest cost bytes on every page).
export const art = styleVariants(vars.art, (background) => [tile, { background }]);

export const tileSize = styleVariants({
  fill: { width: '100%' },
  // In a narrow row (a step card) the thumbnail gives way before its status does: it shrinks many
  // times faster, down to its minimum, and only then does the status wrap.
  thumb: { width: vars.space.xxl, flexShrink: 16, minWidth: vars.space.xl },
  product: { width: '28%', flexShrink: 0, aspectRatio: '4 / 5' },
  // A post's picture in a use-case scene: wide, so the post fits the scene's height.
  banner: { width: '100%', aspectRatio: '5 / 2' },
});

export const statusBase = style({
  ...small,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: '0.125rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontWeight: vars.font.weightBold,
  // A long word ("Zustimmung") in a narrow row is hyphenated in the page's language, not pushed out.
  hyphens: 'auto',
});

export const status = styleVariants({
  cleared: [statusBase, { background: vars.color.successSoft, color: vars.color.success }],
  pending: [statusBase, { background: vars.color.pendingSoft, color: vars.color.pending }],
});

export const window = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  textAlign: 'start',
});

export const windowBar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** Three window dots, one element: two are its shadows. */
export const dots = style({
  width: vars.space.xs,
  height: vars.space.xs,
  flexShrink: 0,
  marginInlineEnd: vars.space.xl,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  boxShadow: `calc(${vars.space.xs} * 1.75) 0 ${vars.color.border}, calc(${vars.space.xs} * 3.5) 0 ${vars.color.border}`,
});

// A title longer than its window ("Biblioteca de medios" in a step card) wraps inside it, whole.
export const windowTitle = style({ ...small, color: vars.color.inkMuted, fontWeight: vars.font.weightMedium, minWidth: 0 });

export const search = style({
  ...small,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.brandStrong,
  fontWeight: vars.font.weightMedium,
});

export const chat = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, ...small });

export const bubbleOut = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  maxWidth: '92%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const sender = style({ fontWeight: vars.font.weightBold, color: vars.color.onBrand });

/** The request's link to its licence terms, drawn as a link. */
export const terms = style({ fontWeight: vars.font.weightBold, textDecoration: 'underline', textUnderlineOffset: '0.15em' });

export const bubbleIn = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs, alignSelf: 'flex-end' });

export const avatar = style([
  box,
  {
    width: vars.space.lg,
    height: vars.space.lg,
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    background: vars.art.blossom,
  },
]);

export const reply = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.font.weightBold,
});
