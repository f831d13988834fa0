/**
 * `npm run content:status [lang...] [--all] [--json]`: per language, how many strings are missing,
 * empty, still to translate, identical to fr, out of date, translated, reviewed, final; then the
 * details (10 lines per list, or every line for the languages named or with --all), with a word
 * diff of each fr change. `--json`: strings and words to translate, update and review per language.
 * Exits 1 only on what the build refuses (missing, empty, still marked, invalid); the rest are warnings.
 */
import { contentModules } from '../content/index';
import { commandLine, runCommand, UsageError } from '../tooling/args';
import { readAllowList, readLock } from './translation/lock';
import { formatStatus, statusSummary, translationStatus } from './translation/status';

await runCommand('npm run content:status -- [lang...] [--all] [--json]', () => {
  const { values, positionals: named } = commandLine({ all: { type: 'boolean' }, json: { type: 'boolean' } });
  const unknown = named.filter((locale) => !(locale in contentModules));
  if (unknown.length > 0) throw new UsageError(`Unknown language ${unknown.join(', ')}; the languages are ${Object.keys(contentModules).join(', ')}`);
  const status = translationStatus(contentModules, readLock(), readAllowList());
  if (values.json) {
    const summary = statusSummary(status, contentModules);
    console.log(JSON.stringify(named.length ? { ...summary, languages: summary.languages.filter((l) => named.includes(l.locale)) } : summary, null, 2));
  } else {
    const text = formatStatus(status, contentModules, { only: values.all ? Object.keys(contentModules) : named });
    (status.ok ? console.log : console.error)(text);
  }
  process.exitCode = status.ok ? 0 : 1;
});
