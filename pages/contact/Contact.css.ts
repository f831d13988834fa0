import { globalStyle, style } from '@vanilla-extract/css';
import { surface } from '../../components/Card/Card.css';
import { media, vars } from '../../renderer/theme.css';
import { mutedText } from '../../renderer/utilities.css';

export const band = style({ paddingBottom: vars.space.section });

/**
 * On wide screens the form with the questions under it, beside the booking card and the channels:
 * the two columns end about level (the channels beside the form alone left an empty column under
 * it). One column on phones and tablets, the questions last.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  gridTemplateAreas: '"form" "booking" "channels" "faq"',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateAreas: '"form booking" "form channels" "faq channels"',
      // The channels' extra height goes to the last row: the questions follow the form closely.
      gridTemplateRows: 'auto auto 1fr',
    },
  },
});

export const faq = style({ gridArea: 'faq', display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const formPanel = style({
  gridArea: 'form',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.gutter}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
});

export const panelTitle = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const aside = style({ gridArea: 'channels', display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const channels = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const card = style([
  surface,
  {
    display: 'grid',
    gridTemplateColumns: `${vars.space.xxl} minmax(0, 1fr)`,
    gap: vars.space.md,
    alignItems: 'start',
  },
]);

export { iconBox } from '../../components/Card/Card.css';

export const cardBody = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs });

export const cardTitle = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const cardText = mutedText;

/** An address or e-mail under the card's text; an address puts each of its lines on its own line. */
export const address = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal', color: vars.color.ink, overflowWrap: 'anywhere' });

/** The channel's action: text and arrow flow together, so a long label wraps with its arrow. */
export const cardLink = style({
  marginTop: vars.space.xxs,
  fontWeight: vars.font.weightMedium,
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.brandStrong },
});

globalStyle(`${cardLink} svg`, { display: 'inline-block', verticalAlign: 'middle', marginInlineStart: vars.space.xxs });

globalStyle(`${cardText} a`, { fontWeight: vars.font.weightMedium, textUnderlineOffset: '0.2em' });

/** Where the booking card sits in the grid. */
export const booking = style({ gridArea: 'booking' });
