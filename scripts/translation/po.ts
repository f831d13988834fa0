/**
 * A gettext PO file for one language, as Weblate, Crowdin, Poedit and `msgfmt -c` read it:
 * msgctxt the content path, msgid the fr text, msgstr the translation; `#.` what the key is for
 * and its length limit, `#:` the page, `#, fuzzy` and `#| msgid` (the previous fr text) when fr
 * changed since the translation, `#, python-brace-format` where `{placeholders}` must be kept (so
 * msgfmt checks them). Written and read with gettext-parser.
 */
import { po, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser';
import { defaultLocale } from '../../content/locales';
import { placeholdersIn, type ExchangeFile, type ImportedUnit, type TranslationUnit } from './units';

/** Fuzzy: a translation not confirmed against the current fr text. */
function flagsOf(unit: TranslationUnit): string[] {
  const flags: string[] = [];
  if (unit.target !== undefined && unit.state === 'translated') flags.push('fuzzy');
  if (placeholdersIn(unit.source).length > 0) flags.push('python-brace-format');
  return flags;
}

function quotePo(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
}

export function writePo(locale: string, units: readonly TranslationUnit[], revisionDate: string): string {
  const translations: Record<string, Record<string, GetTextTranslation>> = {};
  for (const unit of units) {
    const extracted = [unit.note, unit.maxLength !== undefined ? `At most ${unit.maxLength} characters.` : undefined].filter(Boolean).join('\n');
    translations[unit.path] = {
      [unit.source]: {
        msgctxt: unit.path,
        msgid: unit.source,
        msgstr: [unit.target ?? ''],
        comments: {
          translator: '',
          extracted,
          reference: unit.location,
          flag: flagsOf(unit).join(', '),
          previous: unit.previousSource !== undefined ? `msgctxt ${quotePo(unit.path)}\nmsgid ${quotePo(unit.previousSource)}` : '',
        },
      },
    };
  }
  const data: GetTextTranslations = {
    charset: 'utf-8',
    headers: {
      'Project-Id-Version': 'site content',
      'Report-Msgid-Bugs-To': '',
      'POT-Creation-Date': revisionDate,
      'PO-Revision-Date': revisionDate,
      'Last-Translator': '',
      'Language-Team': '',
      Language: locale,
      'MIME-Version': '1.0',
      'Content-Type': 'text/plain; charset=UTF-8',
      'Content-Transfer-Encoding': '8bit',
      'Plural-Forms': 'nplurals=2; plural=(n != 1);',
      'X-Source-Language': defaultLocale,
    },
    translations: { '': { '': { msgid: '', msgstr: [''] } }, ...translations },
  };
  return po.compile(data, { foldLength: 0 }).toString('utf8');
}

export function readPo(text: string): ExchangeFile {
  const parsed = po.parse(text, { defaultCharset: 'utf-8' });
  const units: ImportedUnit[] = [];
  for (const [context, entries] of Object.entries(parsed.translations)) {
    for (const entry of Object.values(entries)) {
      if (!entry.msgid) continue; // the header
      const target = entry.msgstr[0] ?? '';
      const fuzzy = (entry.comments?.flag ?? '').split(',').some((flag) => flag.trim() === 'fuzzy');
      units.push({
        id: entry.msgctxt ?? context,
        source: entry.msgid,
        target: target === '' ? undefined : target,
        // No fuzzy flag on a translation: confirmed against the current fr text (PO has no review state).
        state: target === '' ? 'initial' : fuzzy ? 'translated' : 'confirmed',
      });
    }
  }
  return { sourceLocale: parsed.headers['X-Source-Language'] ?? defaultLocale, locale: parsed.headers.Language ?? '', units };
}
