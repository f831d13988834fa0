/** Small formatting helpers for the performance report's tables. */
import { table as alignedTable } from '../../tooling/table';

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

/** The report's tables: tooling/table.ts's, with a rule under the header. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return alignedTable(header, rows, { rule: true });
}
