import { style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';
import { buttonRow } from '../../renderer/utilities.css';

/**
 * The band before the footer. A section above it already ends with its own padding: a full one on
 * top too left a wide empty gap (about page); tinted sections need only a short step.
 */
export const band = style({ paddingTop: vars.space.xl, paddingBottom: vars.space.section });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.gutter}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brandStrong} 0%, ${vars.color.surfaceDark} 100%)`,
  color: vars.color.onDark,
  textAlign: 'center',
});

// The text's measure for the title too: a one-line title across a desktop screen is hard to take in.
export const title = style({ maxWidth: vars.layout.narrowWidth, fontSize: vars.font.sizeXxl, fontWeight: vars.font.weightBold, color: vars.color.surface, textWrap: 'balance' });
export const text = style({ maxWidth: vars.layout.narrowWidth, color: vars.color.onDarkMuted, fontSize: vars.font.sizeLg });
export const actions = buttonRow;
