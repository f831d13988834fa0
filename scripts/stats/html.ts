/**
 * `npm run stats -- --html FILE`: one self-contained page, readable without a server (no script, no
 * request, styles inline): the report's tables for each period and, per language, a plain SVG chart
 * of the views of each day of the longest period, the days with leads marked below it. Each chart
 * has a text alternative and its figures in a table beside it.
 */
import { tokens } from '../../renderer/tokens.js';
import { formatCount, formatRate, shown, type Figures, type LanguageDays, type PeriodReport } from './report.js';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function tableHtml(caption: string, header: string[], rows: string[][], numericFrom: number): string {
  if (rows.length === 0) return `<p><strong>${escape(caption)}:</strong> none</p>`;
  const cell = (tag: 'td' | 'th', value: string, column: number) => `<${tag}${column >= numericFrom ? ' class="n"' : ''}>${escape(value)}</${tag}>`;
  return `<table><caption>${escape(caption)}</caption>
<thead><tr>${header.map((value, column) => cell('th', value, column)).join('')}</tr></thead>
<tbody>${rows.map((row) => `<tr>${row.map((value, column) => cell('td', value, column)).join('')}</tr>`).join('\n')}</tbody></table>`;
}

const figureHeader = ['views', 'demo requests', 'contact messages', 'conversion'];
const figureCells = (figures: Figures) => [formatCount(figures.views), formatCount(figures.demoRequests), formatCount(figures.contactMessages), formatRate(figures)];

function periodHtml(report: PeriodReport): string {
  const { total } = report;
  return `<section>
<h2>Last ${report.days} days <small>(${report.from} to ${report.to}, UTC)</small></h2>
<p>${formatCount(total.views)} views, ${formatCount(total.demoRequests)} demo requests, ${formatCount(total.contactMessages)} contact messages; conversion ${formatRate(total)}.</p>
${tableHtml('By language', ['language', ...figureHeader], report.byLanguage.map((row) => [row.language, ...figureCells(row.figures)]), 1)}
${tableHtml('By page', ['language', 'page', ...figureHeader], report.byPage.map((row) => [row.language, shown(row.page, '(unknown)'), ...figureCells(row.figures)]), 2)}
${tableHtml('Top referrers', ['referrer', 'views'], report.referrers.map((row) => [shown(row.host, '(none: direct, or not told)'), formatCount(row.views)]), 1)}
${tableHtml('Top campaigns', ['source', 'medium', 'campaign', ...figureHeader], report.campaigns.map((row) => [shown(row.source), shown(row.medium), shown(row.campaign), ...figureCells(row.figures)]), 3)}
</section>`;
}

const chart = { width: 720, height: 220, left: 48, right: 12, top: 16, plotBottom: 160 };

/** One language's days: the views as a line, a dot under each day with leads (its count beside it). */
function chartSvg(series: LanguageDays): string {
  const { days } = series;
  const most = Math.max(1, ...days.map((d) => d.views));
  const step = (chart.width - chart.left - chart.right) / Math.max(1, days.length - 1);
  const x = (i: number) => (chart.left + i * step).toFixed(1);
  const y = (views: number) => (chart.plotBottom - (views / most) * (chart.plotBottom - chart.top)).toFixed(1);
  const points = days.map((d, i) => `${x(i)},${y(d.views)}`).join(' ');
  const leadMarks = days
    .map((d, i) => (d.leads === 0 ? '' : `<circle cx="${x(i)}" cy="182" r="5" class="lead"><title>${escape(`${d.day}: ${d.leads} lead(s)`)}</title></circle><text x="${x(i)}" y="202" class="label" text-anchor="middle">${d.leads}</text>`))
    .join('');
  const views = days.reduce((sum, d) => sum + d.views, 0);
  const leads = days.reduce((sum, d) => sum + d.leads, 0);
  const id = `chart-${series.language.replace(/[^a-z0-9-]/gi, '')}`;
  return `<svg viewBox="0 0 ${chart.width} ${chart.height}" role="img" aria-labelledby="${id}-title ${id}-desc">
<title id="${id}-title">${escape(series.language)}: views per day, and the days with leads</title>
<desc id="${id}-desc">${escape(`${formatCount(views)} views and ${formatCount(leads)} leads from ${days[0]?.day} to ${days.at(-1)?.day}; at most ${formatCount(most)} views a day.`)}</desc>
<line x1="${chart.left}" y1="${chart.plotBottom}" x2="${chart.width - chart.right}" y2="${chart.plotBottom}" class="axis"/>
<line x1="${chart.left}" y1="${chart.top}" x2="${chart.left}" y2="${chart.plotBottom}" class="axis"/>
<text x="${chart.left - 6}" y="${chart.top + 4}" class="label" text-anchor="end">${formatCount(most)}</text>
<text x="${chart.left - 6}" y="${chart.plotBottom}" class="label" text-anchor="end">0</text>
<text x="${chart.left}" y="174" class="label">${escape(days[0]?.day ?? '')}</text>
<text x="${chart.width - chart.right}" y="174" class="label" text-anchor="end">${escape(days.at(-1)?.day ?? '')}</text>
<polyline points="${points}" class="views"/>
${days.map((d, i) => `<circle cx="${x(i)}" cy="${y(d.views)}" r="2.5" class="day"><title>${escape(`${d.day}: ${d.views} view(s)`)}</title></circle>`).join('')}
${leadMarks}
</svg>`;
}

function languageHtml(series: LanguageDays): string {
  const rows = series.days.filter((d) => d.views > 0 || d.leads > 0).map((d) => [d.day, formatCount(d.views), formatCount(d.leads)]);
  return `<section>
<h3>${escape(series.language)}</h3>
${chartSvg(series)}
<details><summary>Days with views or leads</summary>${tableHtml(`${series.language}: per day`, ['day', 'views', 'leads'], rows, 1)}</details>
</section>`;
}

/** The site's own colours (renderer/tokens.ts): a re-theme re-colours the report too. */
const { ink, inkMuted, border, brand } = tokens.color;
const style = `body{font:16px/1.5 system-ui,sans-serif;color:${ink};margin:2rem auto;max-width:60rem;padding:0 1rem}
h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:2px solid ${brand}}small{font-weight:400;color:${inkMuted}}
table{border-collapse:collapse;margin:1rem 0;min-width:50%}caption{text-align:left;font-weight:700;padding:.25rem 0}
th,td{padding:.25rem .75rem;border-bottom:1px solid ${border};text-align:left}.n{text-align:right;font-variant-numeric:tabular-nums}
svg{width:100%;height:auto;max-width:720px;display:block}.axis{stroke:${inkMuted}}.views{fill:none;stroke:${brand};stroke-width:2}
.day{fill:${brand}}.lead{fill:#b45309}.label{font-size:11px;fill:${inkMuted}}`;

/** The whole page: the periods' tables, then each language's chart over the longest period. */
export function statsHtml(reports: PeriodReport[], languages: LanguageDays[]): string {
  const longest = reports.reduce((a, b) => (b.days > a.days ? b : a), reports[0]!);
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Audience and conversions to ${escape(longest.to)}</title><style>${style}</style></head>
<body>
<h1>Audience and conversions</h1>
<p>Page views counted without cookies or identifiers, and the demo requests and contact messages sent from each page; conversion is leads per view. Days are UTC days.</p>
${reports.map(periodHtml).join('\n')}
<h2>Per language, last ${longest.days} days <small>(views per day; an orange dot marks a day with leads)</small></h2>
${languages.length === 0 ? '<p>Nothing counted yet.</p>' : languages.map(languageHtml).join('\n')}
</body>
</html>
`;
}
