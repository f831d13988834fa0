/**
 * `npm run content:export -- <lang> --format xliff|po [--out FILE]`: one language for a CAT tool
 * or a translation management system (XLIFF 2.0 or gettext PO), with states, notes, length limits
 * and the previous fr text of each changed string. Prints to stdout without --out.
 */
import { writeFileSync } from 'node:fs';
import { contentModules } from '../content/index';
import { commandLine, runCommand, UsageError } from '../tooling/args';
import { exportLanguage, type ExchangeFormat } from './translation/exchange';
import { TranslationCommandError } from './translation/lock';

await runCommand('npm run content:export -- <lang> --format xliff|po [--out FILE]\n  e.g. npm run content:export -- de --format xliff --out de.xlf', () => {
  const { values, positionals } = commandLine({ format: { type: 'string' }, out: { type: 'string' } });
  const [locale] = positionals;
  if (!locale) throw new UsageError('Name the language.');
  const format = values.format ?? (values.out?.match(/\.po$/i) ? 'po' : values.out?.match(/\.xlf|\.xliff$/i) ? 'xliff' : undefined);
  if (format !== 'xliff' && format !== 'po') throw new UsageError('Give --format xliff or --format po.');
  try {
    const text = exportLanguage(contentModules, locale, format as ExchangeFormat);
    if (values.out) {
      writeFileSync(values.out, text);
      console.error(`Wrote ${values.out} (${format}, ${locale}).`);
    } else process.stdout.write(text);
  } catch (error) {
    if (error instanceof TranslationCommandError) throw new UsageError(error.message);
    throw error;
  }
});
