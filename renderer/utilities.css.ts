import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

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

/** The centred column every section sits in. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
});

export const narrowContainer = style([container, { maxWidth: vars.layout.narrowWidth }]);

export const plainList = style({ listStyle: 'none', padding: 0, margin: 0 });
