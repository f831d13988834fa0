import { globalStyle, style } from '@vanilla-extract/css';
import { variant as buttonVariant } from '../ButtonLink/ButtonLink.css';
import { media, vars } from '../../renderer/theme.css';
import { popoverState, visuallyHidden } from '../../renderer/utilities.css';

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

export const demoButton = style([
  buttonVariant.primary,
  {
    paddingInline: vars.space.sm,
    whiteSpace: 'nowrap',
    // On the narrowest laptops the bar is full: the label keeps its room, the padding gives some.
    '@media': { [media.tablet]: { paddingInline: vars.space.lg }, [media.wideNav]: { paddingInline: vars.space.sm }, [media.wide]: { paddingInline: vars.space.lg } },
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

/** The popover that holds the menu's open state. */
export const menuState = popoverState;

export const whenClosed = style({ display: 'contents' });
export const whenOpen = style({ display: 'none' });

// From sm at 64rem (1024 px) to lg at 72rem: the fr home bar (five links, the language button, the
// full demo label) keeps its room at 1024 px in the brand face and in its fallback (a first visit whose
// font file comes late: tooling/brand-font), with a few percent to spare.
const navGap = `clamp(${vars.space.sm}, 9.375vw - 5.25rem, ${vars.space.lg})`;

/**
 * Phones: a sheet under the header (the navigation, then the languages), shown while the state
 * popover is open. Wide screens: a plain bar, the languages' button at its end.
 * A tap closes the popover on release, before the browser hit-tests the tap's click: the sheet
 * stays hidden-but-hittable for a moment (a delayed `visibility`) so that the click still lands on
 * the tapped link. `visibility: hidden` keeps it out of the tab order and the accessibility tree.
 */
export const menu = style({
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
      display: 'flex',
      alignItems: 'center',
      // The language button's own padding completes the links' gap between it and the last link.
      gap: `calc(${navGap} - ${vars.space.xs})`,
    },
  },
});

const open = `${header}:has(${menuState}:popover-open)`;
globalStyle(`${open} ${menu}`, { visibility: 'visible', transitionDelay: '0s' });
globalStyle(`${open} ${whenClosed}`, { display: 'none' });
globalStyle(`${open} ${whenOpen}`, { display: 'contents' });

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  '@media': { [media.wideNav]: { flexDirection: 'row', gap: navGap } },
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
