import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

/** In the form's place: a tinted box, read as the form's answer (not as an error, not as small print). */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.ink,
});
