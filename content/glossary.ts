/**
 * The glossary of each language: the approved term for a concept and the variants the content
 * check refuses (whole words, any case), naming language, path and term. Translators read it in
 * TRANSLATING.md; a term that is right in one place and wrong in another takes `paths`.
 */
import type { TranslatedLocale } from './locales';

export interface GlossaryEntry {
  /** The approved term, as translators should write it. */
  term: string;
  /** Words or phrases refused in this language's content (matched as whole words, any case). */
  forbidden: readonly string[];
  /** Why, or when the term applies. */
  note?: string;
  /** Only strings under these content paths are checked (`pricing.plans`); all of them when absent. */
  paths?: readonly string[];
  /** Strings not checked: the spec's exact strings keep their wording. */
  exceptPaths?: readonly string[];
}

export const glossary: Readonly<Record<TranslatedLocale, readonly GlossaryEntry[]>> = {
  fr: [],
  en: [
    { term: 'demo', forbidden: ['demonstration', 'demonstrations'], exceptPaths: ['home.demo.success.text'], note: 'The spec’s demo notice keeps its wording.' },
  ],
  de: [
    { term: 'Creator', forbidden: ['Urheber', 'Urhebern', 'Urhebers', 'Urheberin', 'Urheberinnen'], note: 'The person who posted the content.' },
    { term: 'Paket', forbidden: ['Tarif', 'Tarife', 'Abo', 'Abonnement'], note: 'A plan (Starter, Professional, Enterprise); “Angebot” is a quote.' },
  ],
  it: [
    {
      term: 'raccolta',
      forbidden: ['ricerca per hashtag', 'ricerca dei contenuti', 'ricerca di contenuti'],
      note: 'Sourcing content; “ricerca” is only the semantic search feature.',
    },
    { term: 'assistenza', forbidden: ['supporto tecnico', 'centro supporto'], note: 'Customer support.' },
  ],
  es: [
    {
      term: 'Acuerdo de nivel de servicio (SLA)',
      forbidden: ['compromiso de servicio', 'compromisos de servicio', 'acuerdo de servicio'],
      note: 'The contractual service level.',
    },
  ],
};

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);
}

/** The forbidden variants a string of `locale` at `path` contains, with the term to use instead. */
export function glossaryProblems(text: string, locale: string, path: string): string[] {
  const entries = glossary[locale as TranslatedLocale] ?? [];
  const problems: string[] = [];
  for (const entry of entries) {
    if (entry.paths && !entry.paths.some((prefix) => isUnder(path, prefix))) continue;
    if (entry.exceptPaths?.some((prefix) => isUnder(path, prefix))) continue;
    for (const variant of entry.forbidden) {
      if (new RegExp(`(?<![\\p{L}\\d])${escapeForPattern(variant)}(?![\\p{L}\\d])`, 'iu').test(text)) {
        problems.push(`uses “${variant}”, which the glossary forbids: write “${entry.term}”${entry.note ? ` (${entry.note})` : ''}`);
      }
    }
  }
  return problems;
}
