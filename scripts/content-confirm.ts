/**
 * `npm run content:confirm -- <lang> [path...] [--out-of-date] [--reviewed] [--by NAME] [--allow-identical] [--overwrite-states]`:
 * records in content/translations.lock.json that the translations at those paths (a path also
 * names everything under it) are made from the current fr text: as `final`, or as `reviewed` with
 * --reviewed (a reviewer read them; sign-off pending). `--by` says who. `--out-of-date` records only
 * the strings content:status lists as out of date (new, or fr changed since), never touching the
 * others. Without a path it is the whole language, which keeps every state recorded against the
 * current fr text: it refuses to change one (a translator's `translated`, a reviewer's `reviewed`)
 * unless `--overwrite-states`. `--allow-identical` also puts recorded strings that equal fr on
 * content/identical-allowed.json.
 */
import { contentModules } from '../content/index';
import { translatedLocales } from '../content/locales';
import { contentFileOf } from '../schema/validate';
import { commandLine, runCommand, UsageError } from '../tooling/args';
import {
  allowListFile,
  confirmTranslations,
  lockFile,
  type RecordResult,
  readAllowList,
  readLock,
  TranslationCommandError,
  writeAllowList,
  writeLock,
} from './translation/lock';

const usage =
  "npm run content:confirm -- <lang> [path...] [--out-of-date] [--reviewed] [--by NAME] [--allow-identical] [--overwrite-states]\n" +
  "  e.g. npm run content:confirm -- de 'pricing.plans[1].cta' --by Anna\n" +
  '       npm run content:confirm -- de --out-of-date';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why a whole-language confirm wrote nothing, and the commands that do what was likely meant. */
function refusal(locale: string, result: RecordResult, outOfDate: number): string {
  const byChange = new Map<string, number>();
  for (const { from, to } of result.refused) byChange.set(`${from} → ${to}`, (byChange.get(`${from} → ${to}`) ?? 0) + 1);
  const state = result.refused[0]!.to;
  const command = `npm run content:confirm -- ${locale}`;
  const reviewed = state === 'reviewed' ? ' --reviewed' : '';
  const instead: [string, string][] = [
    [`${command} --out-of-date${reviewed}`, `records only the ${plural(outOfDate, 'string', 'strings')} out of date (new, or fr changed since), nothing else`],
    [`${command} '<path>'${reviewed}`, `records the strings you name (npm run content:status -- ${locale} lists them)`],
    [`${command}${reviewed} --overwrite-states`, `records every string as ${state}, replacing those ${plural(result.refused.length, 'state', 'states')}`],
  ];
  const width = Math.max(...instead.map(([commandLine]) => commandLine.length));
  return [
    `${contentFileOf(locale)}: nothing written. Confirming the whole language would change ${plural(result.refused.length, 'state', 'states')} recorded against the current fr text (${[...byChange].map(([change, count]) => `${count} ${change}`).join(', ')}).`,
    'Instead:',
    ...instead.map(([commandLine, what]) => `  ${commandLine.padEnd(width)}  ${what}`),
  ].join('\n');
}

await runCommand(usage, () => {
  const { values, positionals } = commandLine({
    'allow-identical': { type: 'boolean' },
    'out-of-date': { type: 'boolean' },
    'overwrite-states': { type: 'boolean' },
    reviewed: { type: 'boolean' },
    by: { type: 'string' },
  });
  const [locale, ...paths] = positionals;
  if (!locale) throw new UsageError('Name the language.');
  if (values['overwrite-states'] && (paths.length > 0 || values['out-of-date'])) {
    throw new UsageError('--overwrite-states is for a whole-language confirm: named paths are always recorded as asked, and --out-of-date touches no recorded state.');
  }
  try {
    const allowList = readAllowList();
    const state = values.reviewed ? 'reviewed' : 'final';
    const options = { state, by: values.by, outOfDateOnly: values['out-of-date'], overwriteStates: values['overwrite-states'] } as const;
    const result = confirmTranslations(contentModules, readLock(), locale, paths, allowList, options);
    if (result.refused.length > 0) {
      const outOfDate = confirmTranslations(contentModules, readLock(), locale, [], allowList, { ...options, outOfDateOnly: true }).confirmed.length;
      console.error(refusal(locale, result, outOfDate));
      process.exitCode = 1;
      return;
    }
    writeLock(result.lock, translatedLocales, contentModules.fr);
    const file = contentFileOf(locale);
    console.log(`${file}: ${plural(result.confirmed.length, 'string', 'strings')} recorded as ${state} against the current fr text (${plural(result.updated.length, 'was', 'were')} out of date), in ${lockFile}.`);
    for (const stringPath of result.updated) console.log(`  confirmed ${stringPath}`);
    if (result.unchanged.length > 0) console.log(`${file}: ${plural(result.unchanged.length, 'string', 'strings')} already recorded against the current fr text left as ${result.unchanged.length === 1 ? 'it was' : 'they were'}.`);
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
