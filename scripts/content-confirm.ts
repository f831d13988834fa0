/**
 * `npm run content:confirm -- <lang> [path...] [--reviewed] [--by NAME] [--allow-identical]`:
 * records in content/translations.lock.json that the translations at those paths (a path also
 * names everything under it; none = the whole language) are made from the current fr text: as
 * `final`, or as `reviewed` with --reviewed (a reviewer read them; sign-off pending). `--by` says
 * who. `--allow-identical` also puts recorded strings that equal fr on content/identical-allowed.json.
 */
import { contentModules } from '../content/index';
import { translatedLocales } from '../content/locales';
import { contentFileOf } from '../schema/validate';
import { commandLine, runCommand, UsageError } from '../tooling/args';
import {
  allowListFile,
  confirmTranslations,
  lockFile,
  readAllowList,
  readLock,
  TranslationCommandError,
  writeAllowList,
  writeLock,
} from './translation/lock';

const usage = "npm run content:confirm -- <lang> [path...] [--reviewed] [--by NAME] [--allow-identical]\n  e.g. npm run content:confirm -- de 'pricing.plans[1].cta' --by Anna";

await runCommand(usage, () => {
  const { values, positionals } = commandLine({ 'allow-identical': { type: 'boolean' }, reviewed: { type: 'boolean' }, by: { type: 'string' } });
  const [locale, ...paths] = positionals;
  if (!locale) throw new UsageError('Name the language.');
  try {
    const allowList = readAllowList();
    const state = values.reviewed ? 'reviewed' : 'final';
    const result = confirmTranslations(contentModules, readLock(), locale, paths, allowList, { state, by: values.by });
    writeLock(result.lock, translatedLocales, contentModules.fr);
    const file = contentFileOf(locale);
    console.log(`${file}: ${result.confirmed.length} string${result.confirmed.length === 1 ? '' : 's'} recorded as ${state} against the current fr text (${result.updated.length} ${result.updated.length === 1 ? 'was' : 'were'} out of date), in ${lockFile}.`);
    for (const stringPath of result.updated) console.log(`  confirmed ${stringPath}`);
    if (result.skipped.length > 0) {
      console.error(`${file}: ${result.skipped.length} not confirmed (translate them first):`);
      for (const { path, reason } of result.skipped.slice(0, 20)) console.error(`  ${path} ${reason}`);
      if (result.skipped.length > 20) console.error(`  … and ${result.skipped.length - 20} more`);
    }
    if (result.identical.length > 0) {
      if (values['allow-identical']) {
        allowList[locale] = [...new Set([...(allowList[locale] ?? []), ...result.identical.map((item) => item.text)])];
        writeAllowList(allowList, translatedLocales);
        console.log(`${allowListFile}: ${result.identical.length} text${result.identical.length === 1 ? '' : 's'} identical to fr allowed for ${locale}.`);
      } else {
        console.log(`${file}: ${result.identical.length} confirmed string${result.identical.length === 1 ? ' is' : 's are'} identical to fr (still reported): if right, add to ${allowListFile} or confirm again with -- --allow-identical:`);
        for (const { path, text } of result.identical) console.log(`  ${path}  ${JSON.stringify(text)}`);
      }
    }
    // Paths named explicitly must all be confirmed; a whole-language confirm may leave untranslated ones.
    process.exitCode = paths.length > 0 && result.skipped.length > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof TranslationCommandError) throw new UsageError(error.message);
    throw error;
  }
});
