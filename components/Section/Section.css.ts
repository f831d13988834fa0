import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';

export const tone = styleVariants({
  plain: { paddingBlock: vars.space.section },
  tinted: { paddingBlock: vars.space.section, background: vars.color.surfaceAlt },
  /** A deep band that breaks the run of light sections; what it holds sits on white cards. */
  dark: { paddingBlock: vars.space.section, background: vars.color.surfaceDark },
  /** A page that must stay short (pricing): half the usual space above and below. */
  compact: { paddingBlock: vars.space.xxl },
  compactTinted: { paddingBlock: vars.space.xxl, background: vars.color.surfaceAlt },
});


export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: vars.layout.narrowWidth,
  marginInline: 'auto',
  marginBottom: vars.space.xl,
  textAlign: 'center',
});

// The brand's one colour for labels: pink stays for the spec's competitive-advantage badges.
export const eyebrow = style({
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const title = style({ fontSize: vars.font.sizeXxl, fontWeight: vars.font.weightBold });

// Two tinted compact sections in a row share one band: no second band's padding between them.
globalStyle(`${tone.compactTinted} + ${tone.compactTinted}`, { paddingTop: 0 });
// A compact section's content closer under its heading.
globalStyle(`:is(${tone.compact}, ${tone.compactTinted}) ${header}`, { marginBottom: vars.space.lg });

export const intro = style({ color: vars.color.inkMuted, fontSize: vars.font.sizeLg });

globalStyle(`${tone.dark} ${title}`, { color: vars.color.surface });
globalStyle(`${tone.dark} :is(${eyebrow}, ${intro})`, { color: vars.color.onDarkMuted });

/** Responsive card grids: one column on phones, more as room allows. */
export const grid = styleVariants({
  two: { display: 'grid', gap: vars.space.lg, '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  three: {
    display: 'grid',
    gap: vars.space.lg,
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
  /** Three per row like `three`, with an incomplete last row centred rather than left hanging. */
  threeCentered: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.lg },
  four: {
    display: 'grid',
    gap: vars.space.lg,
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
});

globalStyle(`${grid.threeCentered} > *`, {
  flex: '0 1 100%',
  // Let the row stretch its cards to one height (a percentage height would opt out).
  height: 'auto',
  '@media': {
    [media.tablet]: { flexBasis: `calc((100% - ${vars.space.lg}) / 2)` },
    [media.desktop]: { flexBasis: `calc((100% - 2 * ${vars.space.lg}) / 3)` },
  },
});
