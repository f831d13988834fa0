/** The theme contract: every colour, space, size, radius and shadow a component may use. */
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

export const vars = createGlobalTheme(':root', {
  color: {
    // Contrast on `surface` (#ffffff): ink 16.1:1, inkMuted 7.0:1, brand 6.2:1, danger 6.5:1.
    ink: '#0f172a',
    inkMuted: '#475569',
    surface: '#ffffff',
    /** The sticky header's see-through white. */
    surfaceGlass: 'rgb(255 255 255 / 0.96)',
    surfaceAlt: '#f5f3ff',
    surfaceDark: '#1e1b4b',
    onDark: '#eef2ff',
    onDarkMuted: '#c7d2fe',
    border: '#e2e8f0',
    brand: '#5b21b6',
    brandStrong: '#4c1d95',
    brandSoft: '#ede9fe',
    onBrand: '#ffffff',
    accent: '#be185d',
    accentSoft: '#fce7f3',
    success: '#166534',
    successSoft: '#dcfce7',
    /** A reply still awaited: amber text on its soft tint (7.6:1). */
    pending: '#854d0e',
    pendingSoft: '#fef9c3',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    focus: '#2563eb',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    section: 'clamp(3rem, 8vw, 6rem)',
    gutter: 'clamp(1rem, 4vw, 2rem)',
  },
  font: {
    body: '"Plus Jakarta Sans Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    sizeXs: '0.8125rem',
    sizeSm: '0.9375rem',
    sizeMd: '1rem',
    sizeLg: '1.125rem',
    sizeXl: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
    sizeXxl: 'clamp(1.625rem, 1.3rem + 1.6vw, 2.375rem)',
    sizeDisplay: 'clamp(2rem, 1.4rem + 3vw, 3.5rem)',
    /** A hero title that shares its row with a visual. */
    sizeHero: 'clamp(2rem, 1.4rem + 1.8vw, 2.875rem)',
    sizeStat: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)',
    weightRegular: '400',
    weightMedium: '600',
    weightBold: '750',
    lineTight: '1.15',
    lineBody: '1.6',
  },
  radius: {
    sm: '0.375rem',
    md: '0.75rem',
    lg: '1.25rem',
    pill: '999px',
  },
  shadow: {
    card: '0 1px 2px rgb(15 23 42 / 0.06), 0 4px 16px rgb(15 23 42 / 0.06)',
    raised: '0 12px 32px rgb(76 29 149 / 0.18)',
    /** The product window of the previews: lifted off the page. */
    window: '0 1px 2px rgb(15 23 42 / 0.08), 0 24px 48px -12px rgb(76 29 149 / 0.28)',
  },
  /**
   * The illustrative "photos" of the product previews: art the site draws (gradients and shapes),
   * never a customer's picture.
   */
  art: {
    sunset: 'radial-gradient(circle at 72% 28%, #fde68a 0 13%, transparent 14%), linear-gradient(160deg, #f472b6 0%, #7c3aed 100%)',
    meadow: 'radial-gradient(ellipse 90% 55% at 35% 105%, #047857 0 60%, transparent 61%), linear-gradient(180deg, #bbf7d0 0%, #34d399 100%)',
    citrus: 'radial-gradient(circle at 50% 55%, #fff7ed 0 22%, #fdba74 23% 30%, transparent 31%), linear-gradient(135deg, #fcd34d 0%, #f97316 100%)',
    ocean: 'radial-gradient(ellipse 120% 40% at 50% 100%, #1e3a8a 0 60%, transparent 61%), radial-gradient(circle at 30% 35%, #fff7ed 0 12%, transparent 13%), linear-gradient(200deg, #93c5fd 0%, #3b82f6 100%)',
    blossom: 'radial-gradient(circle at 30% 70%, #fdf2f8 0 16%, transparent 17%), radial-gradient(circle at 68% 38%, #fce7f3 0 20%, transparent 21%), linear-gradient(160deg, #f9a8d4 0%, #db2777 100%)',
    dune: 'radial-gradient(ellipse 110% 50% at 20% 100%, #9a3412 0 55%, transparent 56%), linear-gradient(180deg, #fed7aa 0%, #fb923c 100%)',
    /** The product page's backdrop: the bottle itself is drawn on it (ProductPreview). */
    product: 'radial-gradient(ellipse 70% 18% at 50% 92%, #ddd6fe 0 60%, transparent 61%), linear-gradient(180deg, #faf5ff 0%, #ede9fe 100%)',
  },
  size: {
    /** The smallest tap target (WCAG 2.5.5: 44 CSS px). */
    touch: '2.75rem',
    /** The height of a customer's logo in the proof row. */
    logo: '2.5rem',
  },
  layout: {
    maxWidth: '72rem',
    narrowWidth: '46rem',
    /** A product preview standing on its own. */
    previewWidth: '26rem',
    /** The visual of a how-it-works step: one height, so the four cards line up. */
    stepPreviewHeight: '14rem',
    /** …and at most this wide, so that a wider card does not make it taller. */
    stepPreviewWidth: '14rem',
    /** A wide logo (a long word mark) stops here, so that one logo never fills the row. */
    logoMaxWidth: '10rem',
    headerHeight: '4rem',
    /** Where the navigation switches from the menu button to the full bar. */
    wideNav: '64rem',
  },
  focusRing: {
    width: '3px',
    offset: '2px',
  },
  motion: {
    fast: '150ms',
  },
});

/** Media queries: vanilla-extract cannot read a CSS variable inside @media, so these are literals once. */
export const media = {
  /** Small phones (320–416 px): where labels beside icons give way. */
  smallPhone: 'screen and (max-width: 26rem)',
  wideNav: 'screen and (min-width: 64rem)',
  tablet: 'screen and (min-width: 40rem)',
  /** Below `tablet`: phones only. */
  phone: 'screen and (max-width: 39.99rem)',
  desktop: 'screen and (min-width: 64rem)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  scrollBehavior: 'smooth',
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  WebkitTextSizeAdjust: '100%',
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineBody,
  color: vars.color.ink,
  background: vars.color.surface,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

// Balanced lines: no heading ends on one orphan word.
globalStyle('h1, h2, h3, h4', { lineHeight: vars.font.lineTight, margin: 0, hyphens: 'auto', textWrap: 'balance' });
globalStyle('p, ul, ol, dl, figure', { margin: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: vars.color.brand });

globalStyle(':focus-visible', {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
});
