import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, paddingBlock: vars.space.section, textAlign: 'center' });
export const code = style({ fontSize: vars.font.sizeDisplay, fontWeight: vars.font.weightBold, color: vars.color.brand });
export const title = style({ fontSize: vars.font.sizeXxl });
export const text = style({ color: vars.color.inkMuted, fontSize: vars.font.sizeLg });

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.lg,
});

globalStyle(`${links} a`, { display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch, fontWeight: vars.font.weightMedium });
