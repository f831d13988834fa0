/** Small formatting helpers for the performance report's tables. */

/** Bytes as KB (1 KB = 1024 bytes) with one decimal. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** `raw / gzip` in KB, or '-' when there is nothing. */
export function sizePair(raw: number, gzip: number): string {
  return raw === 0 ? '-' : `${kb(raw)} / ${kb(gzip)}`;
}

export function ms(value: number): string {
  return `${Math.round(value).toLocaleString('en-US')} ms`;
}

export function seconds(valueMs: number): string {
  return `${(valueMs / 1000).toFixed(1)} s`;
}

/** An aligned table: first column left-aligned, the others right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  ').trimEnd(), ...rows.map(line)].join('\n');
}
