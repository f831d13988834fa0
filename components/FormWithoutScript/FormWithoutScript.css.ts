import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

/** In the form's place: framed like a field, so it reads as the form's answer, not as small print. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
});
