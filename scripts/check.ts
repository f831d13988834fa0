/** `npm run check`: content validation and the route table's templates; exits 1 on any problem, after printing all of them. */
import { missingTemplatesProblem } from '../tooling/page-templates';
import { checkContent } from './content-check';

const report = checkContent();
(report.ok ? console.log : console.error)(report.text);
const templatesProblem = missingTemplatesProblem();
if (templatesProblem) console.error(templatesProblem);
process.exitCode = report.ok && !templatesProblem ? 0 : 1;
