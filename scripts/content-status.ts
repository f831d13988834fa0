/**
 * `npm run content:status [lang...]`: per language, how many strings are missing, empty, still to
 * translate, identical to fr or out of date, then the details: for every language, 10 lines per
 * list; for the languages named (or all, with --all), every line.
 * Exits 1 only on what the build refuses (missing, empty, still marked, invalid); the rest are warnings.
 */
import { contentModules } from '../content/index';
import { formatStatus, readAllowList, readLock, translationStatus } from './translation';

const named = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = named.filter((locale) => !(locale in contentModules));
if (unknown.length > 0) {
  console.error(`Unknown language ${unknown.join(', ')}; the languages are ${Object.keys(contentModules).join(', ')}`);
  process.exit(2);
}
const status = translationStatus(contentModules, readLock(), readAllowList());
const all = process.argv.includes('--all') || process.env.npm_config_all === 'true'; // npm keeps a flag given without `--`
const text = formatStatus(status, contentModules, { only: all ? Object.keys(contentModules) : named });
(status.ok ? console.log : console.error)(text);
process.exitCode = status.ok ? 0 : 1;
