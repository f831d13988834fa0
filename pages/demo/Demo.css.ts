import { style, styleVariants } from '@vanilla-extract/css';
import { eyebrow as heroEyebrow } from '../../components/PageHero/PageHero.css';
import { media, vars } from '../../renderer/theme.css';

/** One band, no separate hero: the form's first field is on the first screen of a phone too. */
export const band = style({
  paddingBlock: `${vars.space.lg} ${vars.space.section}`,
  background: `linear-gradient(180deg, ${vars.color.surfaceAlt} 0%, ${vars.color.surface} 100%)`,
  // From desktop width the form sits beside the heading: the page opens with the other pages' space.
  '@media': { [media.desktop]: { paddingTop: vars.space.section } },
});

/** Phones: heading, form, the points, the permission record. From desktop width the heading and points beside the form. */
const layoutBase = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateAreas: '"intro" "form" "aside" "record"',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gridTemplateRows: 'auto auto 1fr',
      columnGap: vars.space.xxl,
    },
  },
});

/** Where the permission record goes from desktop width: in the column that would otherwise end first. */
export const layout = styleVariants({
  /** The points run longer than the form (they carry the booking card or the customers' proof). */
  recordUnderForm: [layoutBase, { '@media': { [media.desktop]: { gridTemplateAreas: '"intro form" "aside form" "aside record"' } } }],
  recordUnderPoints: [layoutBase, { '@media': { [media.desktop]: { gridTemplateAreas: '"intro form" "aside form" "record form"' } } }],
});

export const intro = style({ gridArea: 'intro', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });

export const eyebrow = heroEyebrow;

export const title = style({ fontSize: vars.font.sizeXxl, fontWeight: vars.font.weightBold });

export const subtitle = style({ color: vars.color.inkMuted });

export const form = style({ gridArea: 'form', minWidth: 0 });

export const aside = style({ gridArea: 'aside', display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const record = style({ gridArea: 'record', display: 'flex', justifyContent: 'center' });

/** The next steps in short, on phones only: from desktop width the steps themselves sit beside the form. */
export const highlights = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const highlight = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.brandStrong, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

/** The booking link in one line above the form, on phones only: from desktop width the booking card sits beside the form. */
export const bookingShortcut = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.inkMuted,
  '@media': { [media.desktop]: { display: 'none' } },
});

/** The booking card, from desktop width only: below it the shortcut above the form offers the same slot (one prompt per screen). */
export const bookingCard = style({ '@media': { [media.belowDesktop]: { display: 'none' } } });

export const bookingShortcutLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: vars.size.touch,
  color: vars.color.brandStrong,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
