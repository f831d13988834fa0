import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

/** Small print under the Send button: the fields keep the eye. */
export const layer = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.font.sizeXs,
  color: vars.color.inkMuted,
});
