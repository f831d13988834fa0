/**
 * `npm run content:add-language <code> [--name <endonym>]`: scaffolds content/<code>.ts from fr with
 * every string marked `TODO(translate): <fr text>` (the build refuses it until each is translated),
 * adds the code to content/locales.ts and content/index.ts, its lock entries and allow-list, and a
 * migration so that the forms accept the language. Routes, sitemap, hreflang and the language
 * switcher follow from the language list.
 */
import { contentModules } from '../content/index';
import { translatedLocales } from '../content/locales';
import { addLanguage, TranslationCommandError } from './translation';

const args = process.argv.slice(2);
const nameIndex = args.indexOf('--name');
// `npm run content:add-language sr-Latn --name Srpski` (without `--`) hands the flag to npm, which sets npm_config_name.
const name = nameIndex >= 0 ? args[nameIndex + 1] : process.env.npm_config_name || undefined;
const [code] = args.filter((arg, index) => !arg.startsWith('--') && (nameIndex < 0 || index !== nameIndex + 1));
if (!code) {
  console.error('Usage: npm run content:add-language -- <code> [--name <the language\'s name in itself>]\n  e.g. npm run content:add-language nl');
  process.exit(2);
}

try {
  const result = addLanguage({ code, name, modules: contentModules, languages: translatedLocales });
  console.log(`Added ${result.endonym} (${result.code}):`);
  for (const file of result.files) console.log(`  ${file}`);
  console.log(`
Next: translate the ${result.strings - 1} strings marked TODO(translate) in content/${result.code}.ts (see TRANSLATING.md).
  npm run content:status -- ${result.code}   what is left
  npm run check                 the build's check (refuses the file until every marker is gone)
  npm run og-images             the share image public/og/${result.code}.png, once the home title is translated`);
} catch (error) {
  if (!(error instanceof TranslationCommandError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
