/**
 * npm run leads [-- --all] [-- --csv] [-- --data-dir DIR]
 *
 * Prints the stored demo requests and contact messages, newest first, each with its delivery to
 * sales: delivered (when), pending (attempts, next try), failing (last error), skipped.
 *   default   a readable table per kind of submission, without the rows the database marked as
 *             suspected automated (the hidden anti-spam field was filled)
 *   --all     those rows too, marked "suspected automated"
 *   --csv     one CSV document (RFC 4180, CRLF) on stdout, with a leading `table` column
 *             (demo_requests | contact_messages) and the union of both tables' columns
 *
 * Works whether or not the site server is running, without ever opening a data directory
 * another process holds (server/database/local-read.ts): when a live server holds it, it asks that
 * server over loopback (GET /_local/leads, authenticated by the per-run token in the lock file).
 */
import path from 'node:path';
import { readLeads, type LeadRow, type Leads } from '../server/database/leads-query.js';
import { readLocalDatabase } from '../server/database/local-read.js';
import { defaultDataDir, displayDir } from '../server/database/paths.js';
import { LEADS_PATH } from '../server/backend.js';
import { deliveryStateOf } from '../server/delivery/status.js';
import { storedColumns } from '../shared/form-rules.js';
import { columnOf, fieldWords, forms, type FormTable } from '../shared/form-fields.js';
import { contentFor } from '../content/index.js';
import { defaultLocale } from '../content/locales.js';
import { commandLine, runCommand, UsageError } from '../tooling/args.js';
import { table } from '../tooling/table.js';

const usage = 'npm run leads [-- --all] [-- --csv] [-- --data-dir DIR]';

/** The union of both tables' columns, after a leading `table` column. */
const csvColumns = ['table', ...new Set([...storedColumns('contact_messages'), ...storedColumns('demo_requests')])];

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

/** Cells that a spreadsheet would run as a formula get a leading apostrophe (phones are safe). */
function defuseFormula(v: string): string {
  if (/^[=@\t\r]/.test(v) || (/^[+-]/.test(v) && !/^[0-9 +().-]*$/.test(v))) return `'${v}`;
  return v;
}

function csvField(v: string | null | undefined): string {
  if (v === null || v === undefined) return '';
  const s = defuseFormula(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function toCsv(leads: Leads): string {
  const lines = [csvColumns.join(',')];
  const add = (table: string, rows: LeadRow[]) => {
    for (const r of rows) lines.push(csvColumns.map((c) => csvField(c === 'table' ? table : r[c])).join(','));
  };
  add('demo_requests', leads.demo_requests);
  add('contact_messages', leads.contact_messages);
  return lines.join('\r\n') + '\r\n';
}

function oneLine(v: string | null | undefined, max: number): string {
  if (v === null || v === undefined) return '';
  const s = v.replace(/\s+/g, ' ').trim();
  return s.length > max ? s.slice(0, max - 1) + '…' : s;
}

function when(iso: string | null | undefined): string {
  return iso ? iso.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC') : '';
}

/** A titled table of one kind of submission. */
function section(title: string, header: string[], rows: string[][]): string {
  if (rows.length === 0) return `${title}: none\n`;
  return `${title} (${rows.length}), newest first\n${table(header, rows, { rule: true, textColumns: true })}\n`;
}

/** One column of the readable table. */
interface TextColumn {
  header: string;
  cell(row: LeadRow): string;
}

/**
 * The readable columns of a form, from its definition (shared/form-fields.ts), in its order: first
 * and last name as one `name`, a list's code by its label in the source language, long texts cut.
 */
function fieldColumns(table: FormTable): TextColumn[] {
  const { fields } = forms[table];
  const text = forms[table].content(contentFor(defaultLocale));
  const columns = fields.map(columnOf);
  const joinName = columns.includes('first_name') && columns.includes('last_name');
  return fields.flatMap((field): TextColumn[] => {
    const column = columnOf(field);
    if (joinName && column === 'last_name') return [];
    if (joinName && column === 'first_name') return [{ header: 'name', cell: (r) => oneLine(`${r.first_name ?? ''} ${r.last_name ?? ''}`, 40) }];
    if (field.type === 'select') {
      const labels = new Map(fieldWords(field, text).choices.map((choice) => [choice.id, choice.label]));
      return [{ header: column, cell: (r) => (r[column] ? (labels.get(r[column]) ?? r[column]) : '') }];
    }
    if (field.type === 'tel') return [{ header: column, cell: (r) => r[column] ?? '' }];
    return [{ header: column, cell: (r) => oneLine(r[column], field.type === 'text' ? 30 : 50) }];
  });
}

/** The record's own columns, then the form's. */
function tableOf(table: FormTable, rows: LeadRow[]): { header: string[]; rows: string[][] } {
  const columns: TextColumn[] = [
    { header: 'received', cell: (r) => when(r.created_at) },
    { header: 'lang', cell: (r) => r.language ?? '' },
    { header: 'status', cell: statusOf },
    { header: 'delivery', cell: deliveryStateOf },
    ...fieldColumns(table),
  ];
  return { header: columns.map((column) => column.header), rows: rows.map((row) => columns.map((column) => column.cell(row))) };
}

function toText(leads: Leads): string {
  const demo = tableOf('demo_requests', leads.demo_requests);
  const contact = tableOf('contact_messages', leads.contact_messages);
  return `${section('Demo requests', demo.header, demo.rows)}\n${section('Contact messages', contact.header, contact.rows)}`;
}

const suspected = (row: LeadRow) => row.suspected_automated === 'true';
/** The status column, marked when the database suspects a bot. */
const statusOf = (row: LeadRow) => (suspected(row) ? `${row.status ?? ''}, suspected automated` : (row.status ?? ''));

/** Without --all: only the rows a person most likely sent; the count of the others is printed. */
function visible(leads: Leads, all: boolean): { leads: Leads; hidden: number } {
  if (all) return { leads, hidden: 0 };
  const demo = leads.demo_requests.filter((row) => !suspected(row));
  const contact = leads.contact_messages.filter((row) => !suspected(row));
  const hidden = leads.demo_requests.length - demo.length + leads.contact_messages.length - contact.length;
  return { leads: { demo_requests: demo, contact_messages: contact }, hidden };
}

await runCommand(usage, async () => {
  const { values, positionals } = commandLine({
    csv: { type: 'boolean' },
    all: { type: 'boolean' },
    'data-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write(`Usage: ${usage}\n`);
    return;
  }
  if (positionals.length > 0) throw new UsageError(`Unknown argument: ${positionals[0]}`);
  const dataDir = values['data-dir'] === undefined ? defaultDataDir() : path.resolve(values['data-dir']);
  try {
    await printLeads(dataDir, values.csv === true, values.all === true);
  } catch (e) {
    process.stderr.write(`${(e as Error)?.message ?? String(e)}\n`);
    process.exitCode = 1;
  }
});

async function printLeads(dataDir: string, csv: boolean, all: boolean): Promise<void> {
  const loaded = await readLocalDatabase(dataDir, readLeads, LEADS_PATH);
  const { leads, hidden } = loaded === null ? { leads: null, hidden: 0 } : visible(loaded, all);
  if (leads === null) {
    if (csv) process.stdout.write(toCsv({ demo_requests: [], contact_messages: [] }));
    else process.stdout.write(`No local database in ${displayDir(dataDir)} yet: nothing has been submitted.\n`);
    return;
  }
  process.stdout.write(csv ? toCsv(leads) : toText(leads));
  if (hidden > 0) {
    process.stderr.write(`${hidden} submission(s) marked as suspected automated are hidden; \`npm run leads -- --all\` shows them.\n`);
  }
}
