/**
 * `npm run check`: content validation, the route table against the page folders, the forms'
 * definitions against the migrations, and the files written from the content (share images, the
 * sales e-mail's words) against it; exits 1 on any problem, after printing all of them. It runs
 * before `tsc` (package.json), so that a forgotten step is named with what to do before the type
 * errors it also causes.
 */
import { formMigrationProblems } from '../tooling/form-migrations';
import { routeTableProblem } from '../tooling/page-templates';
import { checkContent } from './content-check';
import { readFileSync } from 'node:fs';
import { salesWordsFile, salesWordsJson } from '../server/delivery/sales-words';
import { cardsStamp, recordedCardsStamp } from './og-images';

const report = checkContent();
(report.ok ? console.log : console.error)(report.text);
// The share images are drawn from the brand name, the home titles and the theme's colours: a change to
// any of them leaves public/og stale until they are drawn again (a browser draws them: not at every check).
const shareImagesProblem = () =>
  recordedCardsStamp() === cardsStamp() ? null : 'public/og is out of date (the share images show the brand name, each home title and the theme colours): run `npm run og-images` and commit public/og and scripts/og-images.sha256';
// The sales e-mail's words (the Edge Function cannot read the content modules): written from the labels, roles and reasons.
const salesWordsProblem = () =>
  readFileSync(salesWordsFile, 'utf8') === salesWordsJson() ? null : 'supabase/functions/_shared/sales-words.json is out of date (a form label, role, reason or the sales e-mail changed): run `npm run sales-words` and commit it';
const problems = [routeTableProblem(), ...formMigrationProblems(), shareImagesProblem(), salesWordsProblem()].filter((problem): problem is string => Boolean(problem));
for (const problem of problems) console.error(problem);
process.exitCode = report.ok && problems.length === 0 ? 0 : 1;
