import { style } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: 'rgb(255 255 255 / 0.96)',
  borderBottom: `1px solid ${vars.color.border}`,
  backdropFilter: 'saturate(180%) blur(8px)',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.layout.headerHeight,
});

export const logoLink = style({ textDecoration: 'none', borderRadius: vars.radius.sm });

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  '@media': { [media.wideNav]: { display: 'none' } },
});

/** A popover on narrow screens (opens and closes without JavaScript), a plain bar on wide ones. */
export const nav = style({
  // Narrow: a sheet under the header.
  position: 'fixed',
  inset: `${vars.layout.headerHeight} 0 auto 0`,
  margin: 0,
  width: '100%',
  maxHeight: `calc(100vh - ${vars.layout.headerHeight})`,
  overflowY: 'auto',
  padding: vars.space.lg,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.card,
  selectors: {
    '&:popover-open': { display: 'flex', flexDirection: 'column', gap: vars.space.md },
  },
  '@media': {
    [media.wideNav]: {
      display: 'flex',
      position: 'static',
      inset: 'auto',
      width: 'auto',
      maxHeight: 'none',
      overflow: 'visible',
      padding: 0,
      border: 'none',
      boxShadow: 'none',
      background: 'transparent',
      alignItems: 'center',
      gap: vars.space.lg,
    },
  },
});

export const closeButton = style([
  menuButton,
  { alignSelf: 'flex-end', '@media': { [media.wideNav]: { display: 'none' } } },
]);

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  '@media': { [media.wideNav]: { flexDirection: 'row', gap: vars.space.md } },
});

export const link = style({
  display: 'block',
  paddingBlock: vars.space.xs,
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

/** The menu button's words: read by screen readers always, shown where there is room. */
export const menuLabel = style({
  '@media': {
    [media.smallPhone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
