/**
 * npm run stats [-- --days 7,30] [-- --html FILE] [-- --data-dir DIR]
 *
 * Audience and conversions from the local database (the page beacon's counts, and the leads, which
 * record the page they were sent from and the visit's campaign): for each period (the last 7 and
 * 30 UTC days by default, today included), the views, demo requests, contact messages and
 * conversion rate (leads per view) in total, per language and per page; then the top referrers and
 * the top campaigns. Leads the database marked as suspected automated are left out.
 *   --days 7,30   the periods, in days (at most 800)
 *   --html FILE   also writes one self-contained page (no script, no request): the same tables and,
 *                 per language, a chart of the views and leads of each day of the longest period
 *
 * Works whether or not the site server is running, as `npm run leads` does
 * (server/database/local-read.ts; GET /_local/audience while a server holds the database).
 */
import fs from 'node:fs';
import path from 'node:path';
import { audiencePath } from '../server/backend.js';
import { maxReportDays, readAudience, type AudienceData } from '../server/database/audience-query.js';
import { readLocalDatabase } from '../server/database/local-read.js';
import { defaultDataDir, displayDir } from '../server/database/paths.js';
import { commandLine, runCommand, UsageError } from '../tooling/args.js';
import { table } from '../tooling/table.js';
import { statsHtml } from './stats/html.js';
import { formatCount, formatRate, languageDays, periodReport, shown, type Figures, type PeriodReport } from './stats/report.js';

const usage = 'npm run stats [-- --days 7,30] [-- --html FILE] [-- --data-dir DIR]';

const figureHeader = ['views', 'demo requests', 'contact messages', 'conversion'];
const figureCells = (figures: Figures) => [formatCount(figures.views), formatCount(figures.demoRequests), formatCount(figures.contactMessages), formatRate(figures)];

function section(title: string, header: string[], rows: string[][], textColumns = 1): string {
  return rows.length === 0 ? `${title}: none\n` : `${title}\n${table(header, rows, { rule: true, leadingTextColumns: textColumns })}\n`;
}

function periodText(report: PeriodReport): string {
  const { total } = report;
  return [
    `Last ${report.days} days (${report.from} to ${report.to}, UTC)`,
    `Total: ${formatCount(total.views)} views, ${formatCount(total.demoRequests)} demo requests, ${formatCount(total.contactMessages)} contact messages, conversion ${formatRate(total)}\n`,
    section('By language', ['language', ...figureHeader], report.byLanguage.map((row) => [row.language, ...figureCells(row.figures)])),
    section('By page', ['language', 'page', ...figureHeader], report.byPage.map((row) => [row.language, shown(row.page, '(unknown)'), ...figureCells(row.figures)]), 2),
    section('Top referrers', ['referrer', 'views'], report.referrers.map((row) => [shown(row.host, '(none: direct, or not told)'), formatCount(row.views)])),
    section('Top campaigns', ['source', 'medium', 'campaign', ...figureHeader], report.campaigns.map((row) => [shown(row.source), shown(row.medium), shown(row.campaign), ...figureCells(row.figures)]), 3),
  ].join('\n');
}

/** `7,30` -> [7, 30] */
function parseDays(value: string): number[] {
  const days = value.split(',').map((part) => Number(part.trim()));
  if (days.length === 0 || days.some((n) => !Number.isInteger(n) || n < 1 || n > maxReportDays)) {
    throw new UsageError(`--days takes whole numbers from 1 to ${maxReportDays}, separated by commas: not "${value}"`);
  }
  return [...new Set(days)];
}

await runCommand(usage, async () => {
  const { values, positionals } = commandLine({
    days: { type: 'string' },
    html: { type: 'string' },
    'data-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write(`Usage: ${usage}\n`);
    return;
  }
  if (positionals.length > 0) throw new UsageError(`Unknown argument: ${positionals[0]}`);
  const periods = parseDays(values.days ?? '7,30');
  const dataDir = values['data-dir'] === undefined ? defaultDataDir() : path.resolve(values['data-dir']);
  const longest = Math.max(...periods);
  try {
    const data = await readLocalDatabase<AudienceData>(dataDir, (db) => readAudience(db, longest), audiencePath(longest));
    if (data === null) {
      process.stdout.write(`No local database in ${displayDir(dataDir)} yet: nothing has been counted.\n`);
      return;
    }
    const reports = periods.map((days) => periodReport(data, days));
    process.stdout.write(reports.map(periodText).join('\n'));
    if (values.html !== undefined) {
      const file = path.resolve(values.html);
      fs.writeFileSync(file, statsHtml(reports, languageDays(data, longest)));
      process.stdout.write(`\nWrote ${file}\n`);
    }
  } catch (e) {
    process.stderr.write(`${(e as Error)?.message ?? String(e)}\n`);
    process.exitCode = 1;
  }
});
