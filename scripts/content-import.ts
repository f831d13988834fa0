/**
 * `npm run content:import -- FILE`: brings a translated XLIFF 2.0 or PO file back (the language is
 * read from the file). All or nothing: a unit whose source is not the current fr text, a target
 * that drops or adds a placeholder or is over its length limit, or an unknown unit refuses the
 * whole file, naming each; so does a result the content check refuses. Otherwise content/<lang>.ts
 * is edited in place (formatting and comments kept) and the states go to the lock.
 */
import { readFileSync } from 'node:fs';
import { contentModules } from '../content/index';
import { commandLine, runCommand, UsageError } from '../tooling/args';
import { applyImport, planImport, readExchangeFile } from './translation/exchange';
import { readLock, TranslationCommandError } from './translation/lock';

await runCommand('npm run content:import -- FILE\n  e.g. npm run content:import -- de.xlf', () => {
  const { positionals } = commandLine({});
  const [file] = positionals;
  if (!file) throw new UsageError('Name the file to import.');
  let parsed;
  try {
    parsed = readExchangeFile(file, readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file}: ${(error as Error).message}`);
  }
  try {
    const lock = readLock();
    const plan = planImport(contentModules, lock, parsed);
    if (plan.refusals.length > 0) {
      console.error(`${file}: refused, nothing written (${plan.refusals.length} unit${plan.refusals.length === 1 ? '' : 's'}):`);
      for (const line of plan.refusals) console.error(`  ${line}`);
      process.exitCode = 1;
      return;
    }
    const result = applyImport(contentModules, lock, plan);
    if (result.files.length === 0) console.log(`${file}: nothing to change in ${parsed.locale}.`);
    else {
      console.log(`${file}: ${result.edited.length} translation${result.edited.length === 1 ? '' : 's'} written, ${result.recorded.length} state${result.recorded.length === 1 ? '' : 's'} recorded (${result.files.join(', ')}).`);
      for (const stringPath of result.edited) console.log(`  ${stringPath}`);
    }
  } catch (error) {
    if (!(error instanceof TranslationCommandError)) throw error;
    console.error(`${file}: refused, nothing written:\n${error.message}`);
    process.exitCode = 1;
  }
});
