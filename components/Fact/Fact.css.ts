import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

/** A company fact still a placeholder: unmistakable on a local build (a public build refuses it). */
export const missing = style({
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontFamily: 'ui-monospace, monospace',
  fontSize: '0.9em',
  paddingInline: '0.2em',
  borderRadius: '0.2em',
  outline: `1px dashed ${vars.color.danger}`,
  overflowWrap: 'anywhere',
});
