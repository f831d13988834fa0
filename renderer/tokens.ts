import { withAlpha } from './oklch.js';
import { brandPalette, type BrandPalette } from './palette.js';

export const brandFace = {
  /** The brand typeface's @font-face family: a subset of Plus Jakarta Sans built from the content (tooling/brand-font). */
  family: 'Plus Jakarta Sans',
  /** The local Arial (or a metric twin), sized and spaced like the brand face: what shows until the brand face is there. */
  fallbackFamily: 'Plus Jakarta Sans Fallback',
} as const;

/**
 * The brand colour: the one value a re-theme changes. Links, buttons, the logo, the favicon and the
 * browser's theme colour are drawn in it, and every tint, shadow and brand tone of the art is made of
 * it (renderer/palette.ts). The contrast test checks every pair it yields (tests/unit/theme-contrast.test.ts).
 */
export const brandColour = '#5b21b6';

/**
 * The drawn "photos" of the previews and the collage: the colours of other people's pictures, two
 * tones each (light, deep), not the brand's. The sunset and the brand tile take the brand's tones.
 */
export function photoTones(brand: BrandPalette) {
  return {
    sunset: ['#f472b6', brand.brandOnDark],
    meadow: ['#bbf7d0', '#34d399'],
    citrus: ['#fcd34d', '#f97316'],
    ocean: ['#93c5fd', '#3b82f6'],
    blossom: ['#f9a8d4', '#db2777'],
    dune: ['#fed7aa', '#fb923c'],
    brand: [brand.brandPale, brand.brandMid],
    lagoon: ['#a5f3fc', '#0891b2'],
  } as const;
}

/**
 * The theme's values, once: every colour, space, size, radius and shadow a component may use, made
 * from a brand colour. The theme contract (theme.css.ts) is made of them, and so are, at build time,
 * the favicon and the `theme-color` meta (tooling/vite/brand-files.ts, renderer/Head.tsx), the
 * about page's collage (renderer/art/community.ts) and the share images (`npm run og-images`). Plain
 * data, so that Node reads it too: the contrast test computes every pair of `textColorsOn`, for this
 * brand colour and for others.
 */
export function themeFrom(brandColourOfTheme: string) {
  const brand = brandPalette(brandColourOfTheme);
  const photo = photoTones(brand);
  return {
    color: {
      ink: '#0f172a',
      inkMuted: '#475569',
      surface: '#ffffff',
      /** The sticky header's see-through white. */
      surfaceGlass: 'rgb(255 255 255 / 0.96)',
      surfaceAlt: brand.surfaceAlt,
      surfaceDark: brand.surfaceDark,
      onDark: brand.onDark,
      onDarkMuted: brand.onDarkMuted,
      border: '#e2e8f0',
      /** The brand colour: links, buttons, the logo, the favicon and the browser's theme colour. */
      brand: brand.brand,
      brandStrong: brand.brandStrong,
      brandSoft: brand.brandSoft,
      onBrand: '#ffffff',
      /** The brand mark on a dark surface (the share images). */
      brandOnDark: brand.brandOnDark,
      success: '#166534',
      successSoft: '#dcfce7',
      /** A reply still awaited: amber text on its soft tint. */
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
      /** The brand face, its metric-matched fallback, then the generic family. */
      body: `"${brandFace.family}", "${brandFace.fallbackFamily}", sans-serif`,
      sizeXs: '0.8125rem',
      sizeSm: '0.9375rem',
      sizeMd: '1rem',
      sizeLg: '1.125rem',
      sizeXl: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
      sizeXxl: 'clamp(1.625rem, 1.3rem + 1.6vw, 2.375rem)',
      sizeDisplay: 'clamp(2rem, 1.4rem + 3vw, 3.5rem)',
      /** A hero title that shares its row with a visual. */
      sizeHero: 'clamp(1.75rem, 1.15rem + 2vw, 2.875rem)',
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
      raised: `0 12px 32px ${withAlpha(brand.brandStrong, 0.18)}`,
      /** The product window of the previews: lifted off the page. */
      window: `0 1px 2px rgb(15 23 42 / 0.08), 0 24px 48px -12px ${withAlpha(brand.brandStrong, 0.28)}`,
    },
    /**
     * The illustrative "photos" of the product previews: art the site draws (gradients and shapes),
     * never a customer's picture.
     */
    art: {
      sunset: `radial-gradient(circle at 72% 28%, #fde68a 0 13%, transparent 14%), linear-gradient(160deg, ${photo.sunset[0]} 0%, ${photo.sunset[1]} 100%)`,
      meadow: `radial-gradient(ellipse 90% 55% at 35% 105%, #047857 0 60%, transparent 61%), linear-gradient(180deg, ${photo.meadow[0]} 0%, ${photo.meadow[1]} 100%)`,
      citrus: `radial-gradient(circle at 50% 55%, #fff7ed 0 22%, #fdba74 23% 30%, transparent 31%), linear-gradient(135deg, ${photo.citrus[0]} 0%, ${photo.citrus[1]} 100%)`,
      ocean: `radial-gradient(ellipse 120% 40% at 50% 100%, #1e3a8a 0 60%, transparent 61%), radial-gradient(circle at 30% 35%, #fff7ed 0 12%, transparent 13%), linear-gradient(200deg, ${photo.ocean[0]} 0%, ${photo.ocean[1]} 100%)`,
      blossom: `radial-gradient(circle at 30% 70%, #fdf2f8 0 16%, transparent 17%), radial-gradient(circle at 68% 38%, #fce7f3 0 20%, transparent 21%), linear-gradient(160deg, ${photo.blossom[0]} 0%, ${photo.blossom[1]} 100%)`,
      dune: `radial-gradient(ellipse 110% 50% at 20% 100%, #9a3412 0 55%, transparent 56%), linear-gradient(180deg, ${photo.dune[0]} 0%, ${photo.dune[1]} 100%)`,
      /** The product page's backdrop: the bottle itself is drawn on it (ProductPreview). */
      product: `radial-gradient(ellipse 70% 18% at 50% 92%, ${brand.brandPale} 0 60%, transparent 61%), linear-gradient(180deg, ${brand.backdrop} 0%, ${brand.brandSoft} 100%)`,
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
      stepPreviewWidth: '15rem',
      /** A wide logo (a long word mark) stops here, so that one logo never fills the row. */
      logoMaxWidth: '10rem',
      headerHeight: '4rem',
      /** The narrowest a footer link column gets before the columns stack (text zoomed on a phone). */
      footerColumnMin: '8rem',
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
  };
}

export const tokens = themeFrom(brandColour);

export type Theme = ReturnType<typeof themeFrom>;

export type ColorToken = keyof typeof tokens.color;

/**
 * Which text colours stand on which background, as the components use them (a background with
 * text of another colour must be listed here: the contrast test finds every style that sets both).
 * Each pair reaches 4.5:1 (WCAG AA, normal text).
 */
export const textColorsOn: Partial<Record<ColorToken, readonly ColorToken[]>> = {
  surface: ['ink', 'inkMuted', 'brand', 'brandStrong', 'success', 'danger'],
  surfaceAlt: ['ink', 'inkMuted', 'brand', 'brandStrong', 'success', 'danger'],
  surfaceGlass: ['ink', 'inkMuted', 'brand'],
  surfaceDark: ['onDark', 'onDarkMuted', 'surface'],
  brand: ['onBrand'],
  brandStrong: ['onBrand'],
  brandSoft: ['brand', 'brandStrong', 'ink', 'inkMuted'],
  success: ['onBrand'],
  successSoft: ['success', 'ink'],
  pendingSoft: ['pending'],
  danger: ['onBrand'],
  dangerSoft: ['danger', 'ink'],
  ink: ['surface'],
  onDark: ['surfaceDark'],
};

/** Non-text marks that must be seen on a background (WCAG 1.4.11, 3:1): the focus ring. */
export const uiColorsOn: Partial<Record<ColorToken, readonly ColorToken[]>> = {
  surface: ['focus'],
  surfaceAlt: ['focus'],
  surfaceDark: ['focus'],
  brandSoft: ['focus'],
};
