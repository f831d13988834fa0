/** `npm run check`: content validation and the route table against the page folders; exits 1 on any problem, after printing all of them. */
import { routeTableProblem } from '../tooling/page-templates';
import { checkContent } from './content-check';

const report = checkContent();
(report.ok ? console.log : console.error)(report.text);
const routesProblem = routeTableProblem();
if (routesProblem) console.error(routesProblem);
process.exitCode = report.ok && !routesProblem ? 0 : 1;
