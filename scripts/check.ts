/** `npm run check`: content validation; exits 1 on any problem, after printing all of them. */
import { checkContent } from './content-check';

const report = checkContent();
(report.ok ? console.log : console.error)(report.text);
process.exitCode = report.ok ? 0 : 1;
