/** The theme contract: every colour, space, size, radius and shadow a component may use (values in tokens.ts). */
import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { tokens } from './tokens';

// Every token is read many times on every page: short names (base 36, in token order) keep the inline stylesheet small.
let tokenIndex = 0;
const contract = createGlobalThemeContract(tokens, () => `t${(tokenIndex++).toString(36)}`);
createGlobalTheme(':root', contract, tokens);
export const vars = contract;

/** Media queries: vanilla-extract cannot read a CSS variable inside @media, so these are literals once. */
export const media = {
  /** A browser that runs no script (the forms cannot send there). */
  noScript: '(scripting: none)',
  /** Small phones (320–416 px): where labels beside icons give way. */
  smallPhone: 'screen and (max-width: 26rem)',
  /** The narrowest phones (320 px, the reflow width of WCAG 1.4.10). */
  narrowPhone: 'screen and (max-width: 22.49rem)',
  wideNav: 'screen and (min-width: 64rem)',
  tablet: 'screen and (min-width: 40rem)',
  /** Below `tablet`: phones only. */
  phone: 'screen and (max-width: 39.99rem)',
  desktop: 'screen and (min-width: 64rem)',
  /** Below `desktop`: phones and tablets. */
  belowDesktop: 'screen and (max-width: 63.99rem)',
  /** Wide screens (1200 px and up): where four cards in a row still leave their drawings room. */
  wide: 'screen and (min-width: 75rem)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
  // Reduced motion: nothing moves. A delay stays (the phone menu keeps its links hittable a moment after it closes: Header.css.ts).
  '@media': { [media.reducedMotion]: { transitionDuration: '0s !important', animationDuration: '0s !important', animationIterationCount: '1 !important' } },
});

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
