/**
 * `npm run content:minor-edit -- <path...>`: after a fr edit that changes nothing a translation
 * says (a typo, punctuation), record that every language's translation of those strings still
 * holds: their lock entries move to the current fr text, keeping their state. Without it, the
 * edit marks the strings out of date in every language.
 */
import { contentModules } from '../content/index';
import { translatedLocales } from '../content/locales';
import { commandLine, runCommand, UsageError } from '../tooling/args';
import { lockFile, markSourceEditMinor, readLock, TranslationCommandError, writeLock } from './translation/lock';

await runCommand("npm run content:minor-edit -- <path...>\n  e.g. npm run content:minor-edit -- 'home.hero.title'", () => {
  const { positionals: paths } = commandLine({});
  try {
    const { lock, moved } = markSourceEditMinor(contentModules, readLock(), paths);
    writeLock(lock, translatedLocales, contentModules.fr);
    const total = Object.values(moved).reduce((sum, list) => sum + list.length, 0);
    console.log(`${lockFile}: ${total} translation${total === 1 ? '' : 's'} kept as they were for the edited fr text.`);
    for (const [locale, list] of Object.entries(moved)) for (const stringPath of list) console.log(`  ${locale} ${stringPath}`);
  } catch (error) {
    if (error instanceof TranslationCommandError) throw new UsageError(error.message);
    throw error;
  }
});
