import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import vike from 'vike/plugin';
import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vite';
// Local imports carry their extension (.js for .ts, as TypeScript resolves it): Vite's native
// config loader requires it.
import { brandFilesPlugin } from './tooling/vite/brand-files.js';
import { brandFontPlugin } from './tooling/vite/brand-font.js';
import { contentCheckPlugin } from './tooling/vite/content-check.js';
import { customerLogosPlugin } from './tooling/vite/customer-logos.js';
import { hostFilesPlugin } from './tooling/vite/host-files.js';
import { sitemapPlugin } from './tooling/vite/sitemap.js';
import { locales } from './content/locales.js';
import { localBackendPlugin } from './tooling/vite/local-backend.js';
import { drawnArtFolder, picturesPlugin } from './tooling/vite/pictures.js';

export default defineConfig({
  plugins: [
    contentCheckPlugin(),
    localBackendPlugin(),
    vike(),
    vanillaExtractPlugin(),
    brandFilesPlugin(),
    brandFontPlugin(),
    customerLogosPlugin(),
    hostFilesPlugin(),
    sitemapPlugin(),
    picturesPlugin(),
    // Pictures of content/images and the art drawn from the theme: AVIF and WebP at several widths (components/Picture).
    imagetools({ include: new RegExp(`/(content/images|${drawnArtFolder}/[0-9a-f]+)/[^?]+\\.(svg|png|jpe?g|webp)\\?.+$`), cache: { enabled: false } }),
    // react-aria ships UI strings for ~35 languages; keep the site's five.
    optimizeLocales.vite({ locales: [...locales] }),
  ],
  // One stylesheet for every page: cached once, no per-page CSS requests.
  build: { target: 'es2022', cssCodeSplit: false, outDir: process.env.BUILD_OUT_DIR ?? 'dist' },
  // The fact set (content/facts.ts) is chosen at build time, in the server and the browser bundles alike.
  define: { 'process.env.FACTS': JSON.stringify(process.env.FACTS ?? '') },
});
