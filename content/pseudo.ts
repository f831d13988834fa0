/**
 * Pseudo-localization: the text of the pseudo language (`en-XA`, built with PSEUDO_LOCALE=1) made
 * from fr. Every string is bracketed (⟦…⟧, so clipped or concatenated text shows), every Latin
 * letter is swapped for an accented look-alike (so a word that stays plain ASCII on a pseudo page
 * was not read from a content module), and about 35% of padding is added (the room translations
 * usually need). `{placeholders}` are kept as they are: they are filled afterwards, as in any
 * language.
 */
import { placeholderPattern } from './format';

export const pseudoOpen = '⟦';
export const pseudoClose = '⟧';

/** One accented look-alike for each ASCII letter: no letter of a pseudo string stays ASCII. */
const accented: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçđéƒĝĥíĵķĺɱñóþʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][index]!,
  ]),
);

/** Word-like padding (breakable where real text would break), no ASCII letter in it. */
const padding = 'ļôŕéɱ ïþšûɱ ðôļôŕ šïţ áɱéţ ćôñšéćţéţûŕ áðïþïšćïñĝ éļïţ šéð ðô éïûšɱôð ţéɱþôŕ';

/** Share of extra length a pseudo string gets, brackets included. */
export const pseudoExpansion = 0.35;

function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => accented[letter] ?? letter);
}

/** `Contact {brandName}` -> `⟦Ćóñţáçţ {brandName} ļôŕé⟧`: accented, ~35% longer, bracketed, placeholders intact. */
export function pseudoLocalize(text: string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(new RegExp(placeholderPattern.source, 'g'))) {
    result += accent(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  result += accent(text.slice(last));
  const extra = Math.round([...text].length * pseudoExpansion) - pseudoOpen.length - pseudoClose.length;
  const pad = extra > 1 ? ` ${padding.repeat(Math.ceil(extra / padding.length)).slice(0, extra - 1).trimEnd()}` : '';
  return `${pseudoOpen}${result}${pad}${pseudoClose}`;
}
