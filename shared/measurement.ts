/**
 * Audience measurement without consent, cookie or identifier: what the page, the CSP, the database
 * and the report agree on. Each page view adds one to an aggregate row (day, page, language,
 * referrer's host, utm_source / utm_medium / utm_campaign) through `public.count_page_view`, a
 * function anon may only call (supabase/migrations/20261128000001_audience.sql).
 *
 * The page carries one inline script (server/headers.ts allows it by its hash): after the first
 * contentful paint it sends one beacon, `navigator.sendBeacon` with a text body (no preflight), to
 * the endpoint its `data-beacon` attribute names, so that the text, and its hash, are the same on
 * every page and every build. It reads nothing it did not get with the page (its address, its
 * language, the referrer) and writes nothing on the device. An automated browser
 * (`navigator.webdriver`) sends nothing unless the page's URL carries the test switch.
 */

/** The query parameter that lets an automated browser be counted (the browser tests add it to the URL). */
export const countAutomatedSwitch = 'count-automated';

/** The campaign parameters counted with a view and stored with a lead, as they appear in the landing page's URL. */
export const campaignParameters = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export type CampaignParameter = (typeof campaignParameters)[number];

/** The database function the beacon calls (PostgREST RPC, one unnamed text parameter: the view as JSON). */
export const countPageViewFunction = 'count_page_view';

/**
 * The inline script, byte for byte (its CSP hash is computed from this text). Block-scoped, so it
 * declares no global. The keys it sends are the ones count_page_view reads.
 */
export const measurementScript =
  '{let d=document,u=d.currentScript.dataset.beacon,l=location;' +
  `navigator.webdriver&&!/[?&]${countAutomatedSwitch}\\b/.test(l.search)||` +
  "new PerformanceObserver((e,o)=>{if(e.getEntriesByName('first-contentful-paint')[0]){o.disconnect();" +
  'let q=new URLSearchParams(l.search),r=d.referrer,b={page:l.pathname,lang:d.documentElement.lang};' +
  'if(r&&(r=new URL(r).host)!=l.host)b.referrer=r;' +
  "for(let k of['source','medium','campaign'])b[k='utm_'+k]=q.get(k);" +
  'navigator.sendBeacon(u,JSON.stringify(b))}}).observe({type:\'paint\',buffered:!0})}';

/**
 * Where the beacon goes: the backend's RPC path with the anon key as the `apikey` URL parameter
 * (a beacon sends no header of its own; hosted Supabase's gateway takes the key from the URL as
 * from the header). `base` is the Supabase project URL, or '' for the local backend on the same origin.
 */
export function beaconEndpoint(base: string, anonKey: string): string {
  return `${base.replace(/\/+$/, '')}/rest/v1/rpc/${countPageViewFunction}?apikey=${encodeURIComponent(anonKey)}`;
}

/**
 * How long the aggregate rows are kept: the privacy notice's promise (content/facts.ts
 * audienceRetentionMonths) and audience.retention() in the migrations (the CNIL's recommended
 * maximum for audience statistics is 25 months).
 */
export const audienceRetention = { months: 25 } as const;

/** Page views counted per client address within the flood guard's window (forms_guard.window_length()). */
export const viewFloodGuard = { maxViewsPerAddress: 120 } as const;

/** The campaign parameters of a URL's query: trimmed, null when absent or empty. */
export function campaignOf(search: string): Record<CampaignParameter, string | null> {
  const query = new URLSearchParams(search);
  return Object.fromEntries(campaignParameters.map((name) => [name, query.get(name)?.trim() || null])) as Record<CampaignParameter, string | null>;
}

/**
 * The campaign of the visit a form is sent in: the page's own URL when it carries one, else the
 * URL of the page of this site that led to it (the referrer, which the browser gives in full
 * within one origin). Nothing is kept on the device: a campaign that is neither is not known.
 */
export function visitCampaign(pageUrl: string, referrer: string): Record<CampaignParameter, string | null> {
  const page = new URL(pageUrl);
  const own = campaignOf(page.search);
  if (campaignParameters.some((name) => own[name] !== null) || referrer === '') return own;
  let previous: URL;
  try {
    previous = new URL(referrer);
  } catch {
    return own;
  }
  return previous.origin === page.origin ? campaignOf(previous.search) : own;
}
