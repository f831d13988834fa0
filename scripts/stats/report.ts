/**
 * What `npm run stats` reports, computed from the counts (server/database/audience-query.ts): per
 * period, the views, demo requests, contact messages and conversion rate in total, per language
 * and per page; the top referrers; the top campaigns; and each language's days for the chart.
 * A lead belongs to the page it was sent from and to its visit's campaign (shared/form-fields.ts
 * visitColumns), so leads and views meet by day, page, language and campaign.
 */
import type { AudienceData, LeadCount, ViewCount } from '../../server/database/audience-query.js';
import { translatedLocales } from '../../content/locales.js';

export interface Figures {
  views: number;
  demoRequests: number;
  contactMessages: number;
}

/** Leads per view; null without views. */
export function conversionRate(figures: Figures): number | null {
  return figures.views === 0 ? null : (figures.demoRequests + figures.contactMessages) / figures.views;
}

export const formatCount = (n: number): string => n.toLocaleString('en-GB');
export function formatRate(figures: Figures): string {
  const rate = conversionRate(figures);
  return rate === null ? '–' : `${(rate * 100).toFixed(1)}%`;
}
/** A referrer, campaign or page value as the report shows it: '' is none. */
export const shown = (value: string, none = '(none)'): string => (value === '' ? none : value);

export interface Campaign {
  source: string;
  medium: string;
  campaign: string;
}

export interface PeriodReport {
  days: number;
  /** First and last UTC day of the period (YYYY-MM-DD). */
  from: string;
  to: string;
  total: Figures;
  byLanguage: { language: string; figures: Figures }[];
  byPage: { language: string; page: string; figures: Figures }[];
  referrers: { host: string; views: number }[];
  campaigns: (Campaign & { figures: Figures })[];
}

export interface LanguageDays {
  language: string;
  days: { day: string; views: number; leads: number }[];
}

/** How many referrers and campaigns a report lists. */
export const topCount = 10;

/** The UTC day `n` days before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
}

const empty = (): Figures => ({ views: 0, demoRequests: 0, contactMessages: 0 });

/** Figures summed per key, in first-seen order. */
function tally<K>(views: ViewCount[], leads: LeadCount[], keyOf: (row: ViewCount | LeadCount) => K, id: (key: K) => string): Map<string, { key: K; figures: Figures }> {
  const groups = new Map<string, { key: K; figures: Figures }>();
  const group = (row: ViewCount | LeadCount) => {
    const key = keyOf(row);
    const found = groups.get(id(key)) ?? { key, figures: empty() };
    groups.set(id(key), found);
    return found.figures;
  };
  for (const row of views) group(row).views += row.views;
  for (const row of leads) {
    const figures = group(row);
    if (row.table === 'demo_requests') figures.demoRequests += row.leads;
    else figures.contactMessages += row.leads;
  }
  return groups;
}

/** The site's languages first, in their order, then any other. */
const languageOrder = (language: string) => {
  const index = (translatedLocales as readonly string[]).indexOf(language);
  return index === -1 ? translatedLocales.length : index;
};
const byViewsThenLeads = (a: Figures, b: Figures) => b.views - a.views || b.demoRequests + b.contactMessages - (a.demoRequests + a.contactMessages);

export function periodReport(data: AudienceData, days: number): PeriodReport {
  const from = daysBefore(data.today, days - 1);
  const views = data.views.filter((row) => row.day >= from && row.day <= data.today);
  const leads = data.leads.filter((row) => row.day >= from && row.day <= data.today);
  const total = tally(views, leads, () => 'all', (key) => key).get('all')?.figures ?? empty();
  const byLanguage = [...tally(views, leads, (row) => row.language, (key) => key).values()]
    .map(({ key, figures }) => ({ language: key, figures }))
    .sort((a, b) => languageOrder(a.language) - languageOrder(b.language));
  const byPage = [...tally(views, leads, (row) => ({ language: row.language, page: row.page }), (key) => `${key.language} ${key.page}`).values()]
    .map(({ key, figures }) => ({ ...key, figures }))
    .sort((a, b) => languageOrder(a.language) - languageOrder(b.language) || byViewsThenLeads(a.figures, b.figures) || a.page.localeCompare(b.page));
  const referrers = [...tally(views, [], (row) => (row as ViewCount).referrer_host, (key) => key).values()]
    .map(({ key, figures }) => ({ host: key, views: figures.views }))
    .sort((a, b) => b.views - a.views || a.host.localeCompare(b.host))
    .slice(0, topCount);
  const campaignOf = (row: ViewCount | LeadCount): Campaign => ({ source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign });
  const campaigns = [...tally(views, leads, campaignOf, (key) => JSON.stringify(key)).values()]
    .filter(({ key }) => key.source !== '' || key.medium !== '' || key.campaign !== '')
    .map(({ key, figures }) => ({ ...key, figures }))
    .sort((a, b) => byViewsThenLeads(a.figures, b.figures))
    .slice(0, topCount);
  return { days, from, to: data.today, total, byLanguage, byPage, referrers, campaigns };
}

/** Each language's views and leads on every day of the period, days without any included (for the chart). */
export function languageDays(data: AudienceData, days: number): LanguageDays[] {
  const dayList = Array.from({ length: days }, (_, i) => daysBefore(data.today, days - 1 - i));
  const languages = [...new Set([...data.views, ...data.leads].map((row) => row.language))].sort((a, b) => languageOrder(a) - languageOrder(b));
  return languages.map((language) => ({
    language,
    days: dayList.map((day) => ({
      day,
      views: data.views.filter((row) => row.language === language && row.day === day).reduce((sum, row) => sum + row.views, 0),
      leads: data.leads.filter((row) => row.language === language && row.day === day).reduce((sum, row) => sum + row.leads, 0),
    })),
  }));
}
