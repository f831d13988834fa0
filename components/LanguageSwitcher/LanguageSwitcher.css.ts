import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';
import { popoverState, visuallyHidden } from '../../renderer/utilities.css';

/** Phones: the end of the menu's sheet, under a rule. Wide screens: the button in the bar, the list hanging under it. */
export const switcher = style({
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.wideNav]: { position: 'relative', margin: 0, padding: 0, border: 'none' } },
});

/** Wide screens only: on phones the list is in the menu's sheet already. */
export const toggle = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.xs,
  // Transparent, yet drawn in forced colours, where a button needs its edge.
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.inkMuted,
  font: 'inherit',
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  ':hover': { color: vars.color.brand },
  '@media': { [media.wideNav]: { display: 'inline-flex' } },
});

export const toggleLabel = visuallyHidden;

export const state = popoverState;

/**
 * Wide screens: a card under the button, shown while the state popover is open. Like the menu's
 * sheet it stays hittable for a moment after the tap that closes the popover (a delayed `visibility`),
 * so that the click lands on the language tapped. On phones it takes the sheet's visibility.
 */
export const languages = style({
  '@media': {
    [media.wideNav]: {
      visibility: 'hidden',
      transition: `visibility 0s linear ${vars.motion.fast}`,
      position: 'absolute',
      top: '100%',
      insetInlineEnd: 0,
      width: 'max-content',
      padding: vars.space.xxs,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      boxShadow: vars.shadow.card,
    },
  },
});
globalStyle(`${switcher}:has(${state}:popover-open) ${languages}`, {
  '@media': { [media.wideNav]: { visibility: 'visible', transitionDelay: '0s' } },
});

/** A row that wraps on phones, its first name in line with the menu's links; a column in the card on wide screens. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  '@media': { [media.wideNav]: { flexDirection: 'column', marginInlineStart: 0 } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.inkMuted,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':hover': { color: vars.color.brand, background: vars.color.surfaceAlt },
  selectors: {
    '&[aria-current="true"]': { color: vars.color.brand, background: vars.color.brandSoft },
  },
});
