/**
 * `npm run content:add-language <code> [--name <endonym>]`: scaffolds content/<code>.ts from fr with
 * every string marked `TODO(translate): <fr text>` (the build refuses it until each is translated),
 * adds the code to content/locales.ts and content/index.ts, its lock entries and allow-list, and a
 * migration so that the forms accept the language. Routes, sitemap, hreflang and the language
 * switcher follow from the language list.
 */
import { contentModules } from '../content/index';
import { translatedLocales } from '../content/locales';
import { commandLine, runCommand, UsageError } from '../tooling/args';
import { addLanguage } from './translation/add-language';
import { TranslationCommandError } from './translation/lock';

await runCommand("npm run content:add-language -- <code> [--name <the language's name in itself>]\n  e.g. npm run content:add-language nl", () => {
  const { values, positionals } = commandLine({ name: { type: 'string' } });
  const [code] = positionals;
  if (!code) throw new UsageError('Name the language code.');
  try {
    const result = addLanguage({ code, name: values.name, modules: contentModules, languages: translatedLocales });
    console.log(`Added ${result.endonym} (${result.code}):`);
    for (const file of result.files) console.log(`  ${file}`);
    console.log(`
Next: translate the ${result.strings - 1} strings marked TODO(translate) in content/${result.code}.ts (see TRANSLATING.md).
  npm run content:status -- ${result.code}   what is left
  npm run check                 the build's check (refuses the file until every marker is gone)
  npm run og-images             the share image public/og/${result.code}.png, once the home title is translated`);
  } catch (error) {
    if (error instanceof TranslationCommandError) throw new UsageError(error.message);
    throw error;
  }
});
