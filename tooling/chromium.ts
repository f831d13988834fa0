/** The one Chromium every script and test launches: Debian's (no browser is ever downloaded here). */

/** Its executable; CHROMIUM_PATH points to another one. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for every launch: no sandbox (containers, CI), no GPU, no background traffic or update checks. */
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
