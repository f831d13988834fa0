import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { defaultMigrationsDir } from '../../server/database/paths';
import { maxLengths } from '../../shared/form-rules';

it('the forms’ maxlength matches every length CHECK of the migrations', () => {
  const dir = defaultMigrationsDir;
  const sql = readdirSync(dir).map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n');
  const checks = [...sql.matchAll(/char_length\((\w+)\) <= (\d+)/g)].map(([, column, limit]) => [column!, Number(limit)] as const);
  expect(checks.length).toBeGreaterThan(10);
  for (const [column, limit] of checks) expect(maxLengths[column as keyof typeof maxLengths], column).toBe(limit);
});
