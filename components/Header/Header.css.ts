import { globalStyle, style } from '@vanilla-extract/css';
import { variant as buttonVariant } from '../ButtonLink/ButtonLink.css';
import { media, vars } from '../../renderer/theme.css';
import { visuallyHidden } from '../../renderer/utilities.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: vars.color.surfaceGlass,
  borderBottom: `1px solid ${vars.color.border}`,
  backdropFilter: 'saturate(180%) blur(8px)',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  // Text zoomed to 200 % on a phone: the buttons take a second row rather than leave the screen.
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minHeight: vars.layout.headerHeight,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: vars.size.touch,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  marginInlineEnd: 'auto',
});

/** The demo button and the menu button, at the end of the bar on every width. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [media.wideNav]: { order: 2 } },
});

// Its space from the links belongs to the button: where there is none (the demo page), the links end at the bar's edge.
export const demoButton = style([
  buttonVariant.primary,
  {
    paddingInline: vars.space.sm,
    whiteSpace: 'nowrap',
    '@media': { [media.tablet]: { paddingInline: vars.space.lg }, [media.wideNav]: { marginInlineStart: vars.space.md } },
  },
]);

/** One short word on phones, the full label where there is room. */
export const demoShort = style({ '@media': { [media.tablet]: { display: 'none' } } });
export const demoFull = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline' } } });

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  cursor: 'pointer',
  '@media': { [media.wideNav]: { display: 'none' } },
});

export const menuLabel = visuallyHidden;

/** The popover that holds the menu's open state: empty and invisible, it only exists for the CSS below. */
export const menuState = style({
  position: 'fixed',
  inset: 'auto',
  width: '1px',
  height: '1px',
  margin: 0,
  padding: 0,
  border: 0,
  opacity: 0,
  pointerEvents: 'none',
});

export const whenClosed = style({ display: 'contents' });
export const whenOpen = style({ display: 'none' });

/**
 * Phones: a sheet under the header, shown while the state popover is open. Wide screens: a plain bar.
 * A tap closes the popover on release, before the browser hit-tests the tap's click: the sheet
 * stays hidden-but-hittable for a moment (a delayed `visibility`) so that the click still lands on
 * the tapped link. `visibility: hidden` keeps it out of the tab order and the accessibility tree.
 */
export const nav = style({
  visibility: 'hidden',
  transition: `visibility 0s linear ${vars.motion.fast}`,
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  maxHeight: `calc(100vh - ${vars.layout.headerHeight})`,
  overflowY: 'auto',
  padding: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': {
    [media.wideNav]: {
      visibility: 'visible',
      transition: 'none',
      position: 'static',
      maxHeight: 'none',
      overflow: 'visible',
      padding: 0,
      border: 'none',
      boxShadow: 'none',
      background: 'transparent',
      order: 1,
    },
  },
});

const open = `${header}:has(${menuState}:popover-open)`;
globalStyle(`${open} ${nav}`, { visibility: 'visible', transitionDelay: '0s' });
globalStyle(`${open} ${whenClosed}`, { display: 'none' });
globalStyle(`${open} ${whenOpen}`, { display: 'contents' });

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  // From md at 64rem (1024 px) to lg at 72rem: the fr bar keeps its room at 1024 px in the brand face
  // and in its fallback (a first visit whose font file comes late: tooling/brand-font), within a few percent of it.
  '@media': { [media.wideNav]: { flexDirection: 'row', gap: `clamp(${vars.space.md}, 6.25vw - 3rem, ${vars.space.lg})` } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.inkMuted,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '2px solid transparent',
  ':hover': { color: vars.color.brand },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
  },
});
