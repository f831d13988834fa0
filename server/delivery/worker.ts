/**
 * The local delivery loop run by `npm start`: every few seconds it pushes the due leads of the
 * PGlite database (the same module the Edge Function runs on Supabase), and every minute it runs
 * the database's housekeeping (the flood guard's purge and key renewal, leads past their retention;
 * pg_cron's job on Supabase).
 * With no channel configured it only does the housekeeping, and says once that delivery is off.
 */
import nodemailer from 'nodemailer';
import {
  deliverDue,
  deliveryConfigFromEnv,
  defaultSchedule,
  smtpSender,
  type DeliveryConfig,
  type Env,
  type RetrySchedule,
  type RunReport,
  type Sql,
} from '../../supabase/functions/_shared/lead-delivery.js';
import type { LocalDatabase } from '../database/open.js';
import { floodGuard } from '../../shared/form-rules.js';

export interface LeadDeliveryOptions {
  /** The channels, when already read (localDeliveryConfig); else read from `env`. */
  config?: DeliveryConfig | null;
  env?: Env;
  /** How often due leads are looked for (well under the promised minute). */
  pollMs?: number;
  /** How often the database's housekeeping runs. */
  housekeepingMs?: number;
  schedule?: RetrySchedule;
  log?: (line: string) => void;
  /** Called after each pass that pushed or failed something (tests wait on it). */
  onPass?: (report: RunReport) => void;
}

export interface LeadDelivery {
  /** The channels in use, or null when delivery is off. */
  readonly config: DeliveryConfig | null;
  /** Waits for the pass in progress, then stops. */
  stop(): Promise<void>;
}

const DEFAULT_POLL_MS = 2_000;
/** The flood guard's purge period, which the privacy notice's longest retention of the hashed address counts on. */
const DEFAULT_HOUSEKEEPING_MS = floodGuard.purgeEveryMinutes * 60_000;

/** Reads the channels from the environment; throws DeliveryConfigError on a setting that cannot work. */
export async function localDeliveryConfig(env: Env = process.env): Promise<DeliveryConfig | null> {
  const channelSettings = [env.LEAD_WEBHOOK_URL, env.LEAD_EMAIL_TO, env.SMTP_URL];
  if (channelSettings.every((value) => value === undefined || value.trim() === '')) return null;
  // The words come from validating every content module: loaded only when delivery is on.
  const { allSalesWords } = await import('./sales-words.js');
  return deliveryConfigFromEnv(env, allSalesWords, (smtpUrl) => smtpSender((url) => nodemailer.createTransport(url), smtpUrl));
}

/** SQL on the local database, one statement at a time (PGlite runs one caller at a time). */
export function localSql(database: LocalDatabase): Sql {
  return (text, params) => database.exclusive(async (pg) => (await pg.query(text, params)).rows as never);
}

export async function startLeadDelivery(database: LocalDatabase, options: LeadDeliveryOptions = {}): Promise<LeadDelivery> {
  const log = options.log ?? ((line: string) => console.log(line));
  const config = options.config !== undefined ? options.config : await localDeliveryConfig(options.env);
  const sql = localSql(database);
  const schedule = options.schedule ?? defaultSchedule;
  if (config === null) {
    log('Lead delivery is off: leads are stored only (npm run leads). Set LEAD_WEBHOOK_URL and/or LEAD_EMAIL_TO with SMTP_URL to send each lead to sales (README, "Lead delivery").');
  } else {
    const channels = [config.webhook && `webhook ${new URL(config.webhook.url).origin}`, config.email && `e-mail to ${config.email.to}`].filter(Boolean);
    log(`Lead delivery: ${channels.join(' and ')} (sales language ${config.words.language}).`);
  }

  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let lastHousekeeping = 0;

  async function pass(): Promise<void> {
    if (config !== null) {
      const report = await deliverDue(sql, config, { schedule });
      for (const failure of report.failed) {
        log(`Lead ${failure.leadId} not delivered yet (${failure.error}); next try in ${failure.retryInSeconds} s.`);
      }
      if (report.delivered.length + report.failed.length > 0) options.onPass?.(report);
    }
    if (Date.now() - lastHousekeeping >= (options.housekeepingMs ?? DEFAULT_HOUSEKEEPING_MS)) {
      lastHousekeeping = Date.now();
      await sql('select * from forms_guard.housekeeping()');
    }
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  function tick(): void {
    running = pass()
      .catch((error: unknown) => {
        if (!database.closed) console.error('[lead delivery]', error);
      })
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, options.pollMs ?? DEFAULT_POLL_MS);
        timer.unref(); // not a reason to keep the process alive on its own
      });
  }
  // At once: leads stored while no server ran (or left mid-attempt by a crash) go out first.
  tick();

  return {
    config,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
