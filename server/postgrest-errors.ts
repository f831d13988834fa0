/**
 * PostgREST's error responses, as the local backend (server/rest.ts) answers them: the body
 * `{code, message, details, hint}` and the HTTP status, PGRSTnnn for a protocol error and the
 * SQLSTATE for a database one (the forms read both through shared/form-rules.ts `refusalOf`).
 */
import { missingMigrationMessage, unknownColumnCode } from '../shared/form-rules.js';

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export function pgrst(status: number, code: string, message: string, hint: string | null = null, details: string | null = null): HttpError {
  return new HttpError(status, { code, message, details, hint });
}

/** PostgREST's PGRST204 (its message, which the forms read); the hint, ours, names the migration to apply. */
export function unknownColumn(column: string, table: string): HttpError {
  return pgrst(400, unknownColumnCode, `Could not find the '${column}' column of '${table}' in the schema cache`, missingMigrationMessage(table, column));
}

export function invalidJson(message = 'Empty or invalid json'): HttpError {
  return pgrst(400, 'PGRST102', message);
}

/** PostgREST's mapping of SQLSTATE to HTTP status (for the anonymous role). */
function httpStatusForSqlState(code: string | undefined): number {
  if (code === undefined) return 500;
  const exact: Record<string, number> = {
    '23503': 409, '23505': 409, '25006': 405, '53400': 500, 'P0001': 400, 'P0002': 404,
    '42883': 404, '42P01': 404, '42P17': 500, '42501': 401,
  };
  const known = exact[code];
  if (known !== undefined) return known;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const prefix: Record<string, number> = {
    '08': 503, '09': 500, '0L': 403, '0P': 403, '25': 500, '28': 403, '2D': 500, '38': 500,
    '39': 500, '3B': 500, '40': 500, '53': 503, '54': 500, '55': 500, '57': 500, '58': 500,
    'F0': 500, 'HV': 500, 'P0': 500, 'XX': 500, '42': 400, '22': 400, '23': 400,
  };
  return prefix[code.slice(0, 2)] ?? 400;
}

interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function fromPgError(e: unknown): HttpError {
  const err = e as PgErrorLike;
  if (typeof err?.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)) {
    return new HttpError(httpStatusForSqlState(err.code), {
      code: err.code,
      message: err.message,
      details: err.detail ?? null,
      hint: err.hint ?? null,
    });
  }
  return pgrst(500, 'PGRST000', `Local backend error: ${(e as Error)?.message ?? String(e)}`);
}
