import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.ink,
});
export const fallbackTitle = style({ fontSize: vars.font.sizeXl, color: vars.color.danger });
export const fallbackMessage = style({ fontWeight: vars.font.weightMedium });
export const fallbackStack = style({ margin: 0, maxHeight: '12rem', overflow: 'auto', fontSize: vars.font.sizeXs, whiteSpace: 'pre-wrap' });

/** The lazy image of ScriptTrigger: in the flow where the island is (so it nears the viewport with it), never seen. */
export const trigger = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', opacity: 0, pointerEvents: 'none' });
