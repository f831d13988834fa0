/**
 * `npm run check`: content validation, the route table against the page folders, and the forms'
 * definitions against the migrations; exits 1 on any problem, after printing all of them. It runs
 * before `tsc` (package.json), so that a forgotten step is named with what to do before the type
 * errors it also causes.
 */
import { formMigrationProblems } from '../tooling/form-migrations';
import { routeTableProblem } from '../tooling/page-templates';
import { checkContent } from './content-check';

const report = checkContent();
(report.ok ? console.log : console.error)(report.text);
const problems = [routeTableProblem(), ...formMigrationProblems()].filter((problem): problem is string => Boolean(problem));
for (const problem of problems) console.error(problem);
process.exitCode = report.ok && problems.length === 0 ? 0 : 1;
