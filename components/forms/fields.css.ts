import { style } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';

/** The fields' grid; the page around the island draws its card. */
export const form = style({
  display: 'grid',
  // Rows sit closer: each field keeps a line for its message below it.
  gap: `${vars.space.xxs} ${vars.space.md}`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    // It cannot send without its script: FormWithoutScript says where to write instead.
    [media.noScript]: { display: 'none' },
  },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const wideField = style([field, { '@media': { [media.tablet]: { gridColumn: '1 / -1' } } }]);

export const label = style({ fontWeight: vars.font.weightMedium, fontSize: vars.font.sizeSm });
export const optional = style({ fontWeight: vars.font.weightRegular, color: vars.color.inkMuted });

/** A text input; the textarea and the select build on it. */
export const input = style({
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.inkMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  // A refused field is focused, and scrolled to as the browser scrolls to a control: room for its
  // label above it, two lines and the gap (2 x sizeSm x lineBody + xxs), clear of the sticky header,
  // which the root's scroll padding clears.
  scrollMarginTop: '3.25rem',
  selectors: {
    // Thicker without a wider border: the box keeps its size, so nothing below moves.
    '&[data-invalid]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    '&[data-focus-visible], &:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: vars.focusRing.offset },
  },
});

export const textArea = style([input, { minHeight: '7rem', resize: 'vertical' }]);
/** The native select, with its own chevron (the platform's differs per browser). */
export const select = style([
  input,
  {
    appearance: 'none',
    paddingInlineEnd: vars.space.xl,
    backgroundImage: `linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)`,
    backgroundPosition: `calc(100% - 1.1rem) 50%, calc(100% - 0.75rem) 50%`,
    backgroundSize: '0.35rem 0.35rem',
    backgroundRepeat: 'no-repeat',
    cursor: 'pointer',
    textOverflow: 'ellipsis',
  },
]);

export const error = style({ color: vars.color.danger, fontSize: vars.font.sizeSm });
/** One line of a message, reserved under every field (see MessageSlot). */
export const messageSlot = style({ minHeight: `calc(${vars.font.sizeSm} * ${vars.font.lineBody})`, fontSize: vars.font.sizeSm });

/** The whole row under the fields, on every width. */
export const submit = style({
  gridColumn: '1 / -1',
  minHeight: '3rem',
  paddingInline: vars.space.xl,
  // Invisible, until forced colours drop the background: then the border is the button's edge.
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandStrong },
    '&[data-disabled]': { background: vars.color.inkMuted, cursor: 'progress' },
    '&[data-focus-visible]': { outline: `${vars.focusRing.width} solid ${vars.color.focus}`, outlineOffset: vars.focusRing.offset },
  },
});

/** Off-screen and out of the tab order: only bots fill it. */
export const honeypot = style({ position: 'absolute', insetInlineStart: '-10000px', width: '1px', height: '1px', overflow: 'hidden' });

/** The fields and the send button: laid out by the form's grid, gone while the receipt holds their place. */
export const fieldsInReceiptsPlace = style({ display: 'contents', selectors: { '&[hidden]': { display: 'none' } } });

/** The receipt in the form's place once a submission is stored (SubmissionReceipt). */
export const receipt = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // An address wider than the card breaks inside its domain rather than widening it (EmailAddress).
  overflowWrap: 'break-word',
});
export const receiptIcon = style({ flexShrink: 0, marginTop: vars.space.xxs, color: vars.color.success });
export const receiptContent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const receiptTitle = style({ fontWeight: vars.font.weightBold });
/** The next step: a link on its own line, a full tap target. */
export const receiptAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minHeight: vars.size.touch,
  color: vars.color.brandStrong,
  fontWeight: vars.font.weightBold,
  textUnderlineOffset: '0.2em',
});
/** Back to an empty form: quieter than the next step above it. */
export const receiptSendAnother = style({
  alignSelf: 'flex-start',
  minHeight: vars.size.touch,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.ink,
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
});
