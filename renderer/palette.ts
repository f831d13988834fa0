/**
 * Every colour of the theme that carries the brand, derived from the one brand colour
 * (renderer/tokens.ts `brandColour`): its tints (tinted sections, the dark band), its shadows and
 * the brand's part of the drawn art (the product page's backdrop, the collage, the sunset photo).
 * Each is the brand's hue at a fixed OKLCH lightness, its chroma a share of the brand's own (a muted
 * brand gets muted tints), so that whatever the hue the same lightness — and contrast — follows.
 * The shares were measured on the first theme (violet #5b21b6 and Tailwind's violet tints).
 */
import { contrastRatio, hexToRgb, oklchToHex, rgbToOklch } from './oklch.js';

/** Lightness (OKLCH, 0–1) and share of the brand's chroma of each brand colour but the brand itself. */
const recipe = {
  /** Pressed buttons, links on tinted bands; the coloured shadows. */
  brandStrong: { lightness: -0.052, chroma: 0.84, relative: true },
  /** Soft badges and the icon discs (brand text on them). */
  brandSoft: { lightness: 0.943, chroma: 0.13, carriesBrandText: true },
  /** The brand mark on a dark surface (the share images), the sunset photo's depth. */
  brandOnDark: { lightness: 0.11, chroma: 1.17, relative: true },
  /** The art's pale and middle tones of the brand (the collage's brand tile, the product's shadow). */
  brandPale: { lightness: 0.894, chroma: 0.26 },
  brandMid: { lightness: 0.606, chroma: 1.04 },
  /** The tinted sections (brand links on them). */
  surfaceAlt: { lightness: 0.969, chroma: 0.076, carriesBrandText: true },
  /** The product page's backdrop, above its shadow. */
  backdrop: { lightness: 0.977, chroma: 0.066 },
  /** The dark band (footer, the mission card) and the text on it. */
  surfaceDark: { lightness: 0.24, chroma: 0.41 },
  onDark: { lightness: 0.962, chroma: 0.085 },
  onDarkMuted: { lightness: 0.87, chroma: 0.29 },
} as const satisfies Record<string, { lightness: number; chroma: number; relative?: boolean; carriesBrandText?: boolean }>;

/** Brand text on a tint reaches this (WCAG AA 4.5:1, and a margin for rounding); the tint lightens until it does. */
const brandTextContrast = 4.6;
const lightest = 0.985;

export type BrandPalette = { brand: string } & { [name in keyof typeof recipe]: string };

/** The brand colour and every colour made of it, as `#rrggbb`. */
export function brandPalette(brandColour: string): BrandPalette {
  const brand = rgbToOklch(hexToRgb(brandColour));
  const derived = Object.entries(recipe).map(([name, step]) => {
    let lightness = Math.min(lightest, Math.max(0.05, 'relative' in step ? brand.l + step.lightness : step.lightness));
    const tint = () => oklchToHex({ l: lightness, c: brand.c * step.chroma, h: brand.h });
    // A lighter brand needs a paler tint for its text to stay readable on it.
    while ('carriesBrandText' in step && lightness < lightest && contrastRatio(hexToRgb(tint()), hexToRgb(brandColour)) < brandTextContrast) lightness += 0.002;
    return [name, tint()];
  });
  return { brand: brandColour.toLowerCase(), ...Object.fromEntries(derived) } as BrandPalette;
}
