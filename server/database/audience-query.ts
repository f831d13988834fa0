/**
 * The audience counts and the leads joined to them, for `npm run stats`: read as the PGlite
 * superuser (service-role rights), counts only (no lead's personal data leaves the database).
 * Days are UTC days, as the counting function writes them.
 */
import { formTables, type FormTable } from '../../shared/form-fields.js';
import type { LocalDatabase } from './open.js';

/** One aggregate row of audience.page_views ('' where the view had no referrer or campaign). */
export interface ViewCount {
  day: string;
  page: string;
  language: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  views: number;
}

/** The leads of one day, kind, page, language and campaign (not counting those marked suspected automated). */
export interface LeadCount {
  day: string;
  table: FormTable;
  page: string;
  language: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  leads: number;
}

export interface AudienceData {
  /** Today's UTC date in the database (YYYY-MM-DD). */
  today: string;
  views: ViewCount[];
  leads: LeadCount[];
}

/** The longest period a report may ask for: the retention (25 months) and a little more. */
export const maxReportDays = 800;

function leadsQuery(table: FormTable): string {
  return `select (created_at at time zone 'UTC')::date::text as day, '${table}' as "table", coalesce(page_path, '') as page, language,
                 coalesce(utm_source, '') as utm_source, coalesce(utm_medium, '') as utm_medium, coalesce(utm_campaign, '') as utm_campaign,
                 count(*)::int as leads
            from public.${table}
           where not suspected_automated and created_at >= (($1::date - ($2::int - 1)) at time zone 'UTC')
           group by 1, 3, 4, 5, 6, 7`;
}

/** The counts of the last `days` UTC days, today included. */
export async function readAudience(db: LocalDatabase, days: number): Promise<AudienceData> {
  if (!Number.isInteger(days) || days < 1 || days > maxReportDays) throw new RangeError(`days must be a whole number from 1 to ${maxReportDays}`);
  return db.exclusive(async (pg) => {
    const today = (await pg.query<{ today: string }>(`select (now() at time zone 'UTC')::date::text as today`)).rows[0]!.today;
    const views = await pg.query<ViewCount>(
      `select day::text as day, page, language, referrer_host, utm_source, utm_medium, utm_campaign, views::int as views
         from audience.page_views where day > $1::date - $2::int order by day, page`,
      [today, days],
    );
    const leads = await pg.query<LeadCount>(`${formTables.map(leadsQuery).join(' union all ')} order by 1, 3`, [today, days]);
    return { today, views: views.rows, leads: leads.rows };
  });
}
