import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * An empty popover that only holds a disclosure's open state, for CSS (`:has(… :popover-open)`) to show
 * what it controls: the browser opens it from its button, closes it on Escape and on a tap elsewhere,
 * with no JavaScript. Invisible and never hit.
 */
export const popoverState = style({
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

/** The centred column every section sits in. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
});

export const narrowContainer = style([container, { maxWidth: vars.layout.narrowWidth }]);

export const plainList = style({ listStyle: 'none', padding: 0, margin: 0 });

/** Secondary text: a card's or a step's body under its title. */
export const mutedText = style({ color: vars.color.inkMuted });

/** A step's or a card's title, one size above the text. */
export const largeTitle = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

/** A round mark with its content centred (a step number, a tick, an icon); size and colours are the caller's. */
export const roundMark = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
});

/** A row of buttons, centred, that wraps; on phones each button takes the whole width: one thumb-wide target a row, the first the call to action, a long label on one line. */
export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });
globalStyle(`${buttonRow} > *`, { '@media': { [media.phone]: { flexBasis: '100%' } } });
