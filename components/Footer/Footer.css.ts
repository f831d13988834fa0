import { style, globalStyle } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';

export const footer = style({
  paddingBlock: vars.space.xxl,
  background: vars.color.surfaceDark,
  color: vars.color.onDark,
  fontSize: vars.font.sizeSm,
});

/**
 * Phones and tablets: the brand across, then the link columns two by two; desktop: five columns, the
 * contact one wider and the three link columns narrower (their links are short), so that an e-mail
 * address of usual length stays on one line and the tagline keeps its lines.
 */
export const columns = style({
  display: 'grid',
  gap: `${vars.space.xl} ${vars.space.lg}`,
  // Two columns, each at least footerColumnMin: where two do not fit (text zoomed to 200 % on a phone), one.
  gridTemplateColumns: `repeat(auto-fit, minmax(max(${vars.layout.footerColumnMin}, calc((100% - ${vars.space.lg}) / 2)), 1fr))`,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.4fr) repeat(3, minmax(0, 0.9fr)) minmax(0, 1.3fr)' },
  },
});
globalStyle(`${columns} > :first-child`, {
  gridColumn: '1 / -1',
  '@media': { [media.desktop]: { gridColumn: 'auto' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold, color: vars.color.onDark });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const muted = style({ color: vars.color.onDarkMuted });

// Links read as a list, not as underlined text: the underline comes on hover; each is a full tap target.
globalStyle(`${footer} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.onDark,
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
});
globalStyle(`${footer} a:hover`, { color: vars.color.surface, textDecoration: 'underline' });

/** The logo on the dark band: no white box (Logo's onDark tone). */
export const logo = style({ alignSelf: 'flex-start', borderRadius: vars.radius.sm });

export const social = style({ display: 'flex', gap: vars.space.sm });

export const socialLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const bottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid rgb(255 255 255 / 0.16)`,
});

// A domain wider than the column (text zoomed on a phone) breaks rather than push the page sideways.
export const address = style({ fontStyle: 'normal', display: 'flex', flexDirection: 'column', gap: vars.space.xxs, overflowWrap: 'anywhere' });
