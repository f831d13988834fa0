import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

export const picture = style({ display: 'block' });

/** Scales to its column; width and height attributes keep its ratio reserved before it loads. */
export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg });
