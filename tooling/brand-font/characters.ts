/**
 * The characters the brand face must hold: every character of the content modules (as written, and
 * as the pages show them: placeholders filled with Intl, typeset per language), of every string
 * value in content/facts.ts, and a safety set (printable ASCII and the usual punctuation). The
 * subset of the brand face is built from this list (tooling/vite/brand-font.ts); a test checks it
 * against the built file.
 */
import * as facts from '../../content/facts';
import { contentModules, loadSiteContent } from '../../content/index';

/**
 * Letters, digits and the punctuation of prose (what a visitor types into a form, what a page may
 * show without a content edit; % for the figures Intl writes), and the usual typographic punctuation
 * and spaces. ASCII's other symbols (# $ * < = > @ [ \ ] ^ _ ` { | } ~) are in only when the content
 * uses them: each costs about 100 bytes of the file, and a typed one is drawn from the
 * metric-matched fallback.
 */
export const safetyCharacters = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 !"%&\'()+,-./:;?',
  // No-break space, thin space, dashes, quotes, ellipsis, bullet, middle dot, minus,
  // multiplication sign, euro, degree, ©, ®, ™, guillemets.
  ...'\u00a0\u2009\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2026\u2022\u00b7\u2212\u00d7\u20ac\u00b0\u00a9\u00ae\u2122\u00ab\u00bb\u2039\u203a',
].join('');

/** Every string in a value (objects, arrays, maps and sets walked; each object once). */
function collectStrings(value: unknown, into: string[], seen = new WeakSet<object>()): void {
  if (typeof value === 'string') {
    into.push(value);
    return;
  }
  if (typeof value === 'number' || typeof value === 'bigint') {
    into.push(String(value));
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  const items = value instanceof Map ? [...value.keys(), ...value.values()] : value instanceof Set ? [...value] : Array.isArray(value) ? value : Object.values(value);
  for (const item of items) collectStrings(item, into, seen);
}

/** A character a font is asked for: control characters (line breaks in the sources) are not drawn. */
function isDrawn(character: string): boolean {
  return !/[\p{Cc}]/u.test(character);
}

/** The distinct drawn characters of some texts, in code point order. */
export function charactersOf(texts: readonly string[]): string[] {
  const set = new Set<string>();
  for (const text of texts) for (const character of text) if (isDrawn(character)) set.add(character);
  return [...set].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/**
 * Characters with their capitals: labels set in capitals by the stylesheet (`text-transform:
 * uppercase`) show "CÓMO", "ÇA", "PIÙ" from a content that writes only "ó", "ç", "ù". Without its
 * capital in the subset, Chromium drew the lower-case letter ("CóMO FUNCIONA").
 */
export function withCapitals(characters: readonly string[]): string[] {
  return charactersOf([...characters, ...characters.map((character) => character.toUpperCase())]);
}

/**
 * The characters of the content: the modules as written, as filled and typeset for the pages
 * (unless `filled` is false: content that fails the content check cannot be filled), and the facts.
 */
export function contentCharacters({ filled = true } = {}): string[] {
  const texts: string[] = [];
  collectStrings(contentModules, texts);
  if (filled) collectStrings(loadSiteContent(), texts);
  collectStrings(facts, texts);
  return charactersOf(texts);
}

/** What the subset is built from: the content's characters, their capitals, and the safety set. */
export function brandFontCharacters(options: { filled?: boolean } = {}): string[] {
  return charactersOf([...withCapitals(contentCharacters(options)), safetyCharacters]);
}
