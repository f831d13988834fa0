/**
 * The single entry point to content: every language module, validated once, placeholders filled.
 * The rest of the code receives already-validated `SiteContent`.
 */
import type { SiteContent } from '../schema/site-content';
import { assertValidContent, ContentError, validateLocales } from '../schema/validate';
import { mapText } from './tree';
import { fillPlaceholders } from './format';
import { typeset } from './typography';
import { defaultLocale, locales, pseudoLocale, type Locale, type TranslatedLocale } from './locales';
import { pseudoLocalize } from './pseudo';
// content:add-language: imports (one line per language; the script adds before the end marker)
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import it from './it';
// content:add-language: end of imports

/** The modules as translators wrote them, before validation: one per translated language. */
// content:add-language: modules (keep the object on the next line)
export const contentModules: Readonly<Record<TranslatedLocale, unknown>> = { fr, en, de, it, es };

/** The pseudo language's module: fr with every string pseudo-localized, placeholders still unfilled. */
export function pseudoContentOf(source: SiteContent): SiteContent {
  const pseudo = mapText(source, pseudoLocalize);
  // The generated module must pass the same check as a translated one (keys, placeholders, no
  // blanks), length limits aside: it is longer on purpose, to show where layouts are too tight.
  const problems = validateLocales({ [defaultLocale]: source, [pseudoLocale]: pseudo }).filter((problem) => problem.kind !== 'tooLong');
  if (problems.length > 0) throw new ContentError(problems);
  return pseudo;
}

let loaded: Readonly<Partial<Record<Locale, SiteContent>>> | undefined;

/**
 * Validates every language (throws a ContentError naming each problem) and fills placeholders.
 * In a PSEUDO_LOCALE=1 build, the pseudo language is generated from fr here.
 */
export function loadSiteContent(): Readonly<Partial<Record<Locale, SiteContent>>> {
  if (!loaded) {
    const valid = assertValidContent<SiteContent, TranslatedLocale>(contentModules);
    const raw: Partial<Record<Locale, SiteContent>> = { ...valid };
    if (locales.includes(pseudoLocale)) raw[pseudoLocale] = pseudoContentOf(valid[defaultLocale]);
    const year = new Date().getFullYear();
    loaded = Object.fromEntries(
      locales.map((locale) => [locale, mapText(raw[locale]!, (text) => typeset(fillPlaceholders(text, locale, year, raw[locale]!.common.formats), locale))]),
    ) as Partial<Record<Locale, SiteContent>>;
  }
  return loaded;
}

export function contentFor(locale: Locale): SiteContent {
  const content = loadSiteContent()[locale];
  if (!content) {
    throw new Error(
      locale === pseudoLocale
        ? `No content for ${locale}: the pseudo language exists only in a PSEUDO_LOCALE=1 build`
        : `No content for ${locale}: it is not in the language list (content/locales.ts)`,
    );
  }
  return content;
}
