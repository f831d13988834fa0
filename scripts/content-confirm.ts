/**
 * `npm run content:confirm <lang> [path...]`: records in content/translations.lock.json that the
 * translations at those paths (a path also names everything under it; none = the whole language)
 * are made from the current fr text, so they are no longer reported out of date.
 * `--allow-identical` also puts confirmed strings that equal fr on content/identical-allowed.json.
 */
import { contentModules } from '../content/index';
import { translatedLocales } from '../content/locales';
import { contentFileOf } from '../schema/validate';
import {
  allowListFile,
  confirmTranslations,
  lockFile,
  readAllowList,
  readLock,
  TranslationCommandError,
  writeAllowList,
  writeLock,
} from './translation';

const args = process.argv.slice(2);
// `npm run content:confirm de x --allow-identical` (without `--`) hands the flag to npm, which sets npm_config_allow_identical.
const allowIdentical = args.includes('--allow-identical') || process.env.npm_config_allow_identical === 'true';
const [locale, ...paths] = args.filter((arg) => !arg.startsWith('--'));
if (!locale) {
  console.error("Usage: npm run content:confirm -- <lang> [path...] [--allow-identical]\n  e.g. npm run content:confirm de 'pricing.plans[1].cta'");
  process.exit(2);
}

try {
  const allowList = readAllowList();
  const result = confirmTranslations(contentModules, readLock(), locale, paths, allowList);
  writeLock(result.lock, translatedLocales, contentModules.fr);
  const file = contentFileOf(locale);
  console.log(`${file}: ${result.confirmed.length} string${result.confirmed.length === 1 ? '' : 's'} confirmed against the current fr text (${result.updated.length} ${result.updated.length === 1 ? 'was' : 'were'} out of date), in ${lockFile}.`);
  for (const stringPath of result.updated) console.log(`  confirmed ${stringPath}`);
  if (result.skipped.length > 0) {
    console.error(`${file}: ${result.skipped.length} not confirmed (translate them first):`);
    for (const { path, reason } of result.skipped.slice(0, 20)) console.error(`  ${path} ${reason}`);
    if (result.skipped.length > 20) console.error(`  … and ${result.skipped.length - 20} more`);
  }
  if (result.identical.length > 0) {
    if (allowIdentical) {
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
  if (!(error instanceof TranslationCommandError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
