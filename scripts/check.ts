/**
 * `npm run check`: content validation, the route table against the page folders, the forms'
 * definitions against the migrations, and the share images against what they show; exits 1 on any
 * problem, after printing all of them. It runs before `tsc` (package.json), so that a forgotten step
 * is named with what to do before the type errors it also causes.
 */
import { formMigrationProblems } from '../tooling/form-migrations';
import { routeTableProblem } from '../tooling/page-templates';
import { checkContent } from './content-check';
import { cardsStamp, recordedCardsStamp } from './og-images';

const report = checkContent();
(report.ok ? console.log : console.error)(report.text);
// The share images are drawn from the brand name, the home titles and the theme's colours: a change to
// any of them leaves public/og stale until they are drawn again (a browser draws them: not at every check).
const shareImagesProblem = () =>
  recordedCardsStamp() === cardsStamp() ? null : 'public/og is out of date (the share images show the brand name, each home title and the theme colours): run `npm run og-images` and commit public/og and scripts/og-images.sha256';
const problems = [routeTableProblem(), ...formMigrationProblems(), shareImagesProblem()].filter((problem): problem is string => Boolean(problem));
for (const problem of problems) console.error(problem);
process.exitCode = report.ok && problems.length === 0 ? 0 : 1;
