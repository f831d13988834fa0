/** Plain-text tables for the command-line reports. */
export interface TableOptions {
  /** A line of dashes under the header. */
  rule?: boolean;
  /** Every column left-aligned (text); by default the first is, and the rest (figures) are right-aligned. */
  textColumns?: boolean;
  /** How many leading columns are text (left-aligned) when not all are; 1 by default. */
  leadingTextColumns?: number;
}

export function table(header: readonly string[], rows: readonly (readonly string[])[], options: TableOptions = {}): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (column < (options.leadingTextColumns ?? 1) || options.textColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  const rule = options.rule ? [widths.map((width) => '-'.repeat(width)).join('  ').trimEnd()] : [];
  return [line(header), ...rule, ...rows.map(line)].join('\n');
}
