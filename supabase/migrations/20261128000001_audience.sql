-- Audience and conversion measurement without consent, cookie or identifier (runs unchanged on
-- hosted Supabase; PGlite runs it too).
--
-- 1. Counting without identifying: each page view adds one to an aggregate row (day, page,
--    language, referrer's host, utm_source / utm_medium / utm_campaign) in audience.page_views, a
--    schema the Data API does not expose and anon has no right on. anon may only EXECUTE
--    public.count_page_view(text), PostgREST's RPC `POST /rest/v1/rpc/count_page_view` with the
--    view as a JSON text body (a single unnamed text parameter: what `navigator.sendBeacon` sends,
--    text/plain, without a CORS preflight). Nothing else is stored: no address, no user agent, no
--    identifier. Known robots (by their user agent, read and not kept) are not counted.
-- 2. The forms' per-address flood guard, one implementation for both: forms_guard.guard_address()
--    (the keyed HMAC of the address, its window, its purge); a page view counts against its own
--    limit (audience.max_views_per_address()).
-- 3. Retention: the same housekeeping deletes the rows older than audience.retention() (25 months,
--    shared/measurement.ts audienceRetention, which the privacy notice shows; a test proves them equal).
-- 4. Conversions: demo_requests and contact_messages record the page the form was sent from and the
--    campaign of the visit (shared/form-fields.ts visitColumns), optional, length-checked, granted
--    to anon for insert.
-- Days are UTC days.

-- ---------------------------------------------------------------------------------------------
-- The aggregate
-- ---------------------------------------------------------------------------------------------
create schema audience;
revoke all on schema audience from public;

create table audience.page_views (
  day           date   not null,
  page          text   not null,
  language      text   not null,
  -- '' when none: a primary key needs no null, and "no referrer" is one row, not many.
  referrer_host text   not null default '',
  utm_source    text   not null default '',
  utm_medium    text   not null default '',
  utm_campaign  text   not null default '',
  views         bigint not null default 1,

  constraint page_views_key primary key (day, page, language, referrer_host, utm_source, utm_medium, utm_campaign),
  constraint page_views_page_format         check (page ~ '^/[a-z0-9/._-]*$'),
  constraint page_views_page_length         check (char_length(page) <= 200),
  constraint page_views_language_allowed    check (language in ('fr', 'en', 'de', 'it', 'es')),
  constraint page_views_referrer_host_length check (char_length(referrer_host) <= 253),
  constraint page_views_utm_source_length   check (char_length(utm_source) <= 100),
  constraint page_views_utm_medium_length   check (char_length(utm_medium) <= 100),
  constraint page_views_utm_campaign_length check (char_length(utm_campaign) <= 100),
  constraint page_views_views_positive      check (views > 0)
)
-- Each view updates its row in place: room on the page keeps those updates HOT (no index touched).
with (fillfactor = 70);

comment on table audience.page_views is
  'Page views per UTC day, page, language, referrer host and campaign: counts only, nothing about the visitor.';

alter table audience.page_views enable row level security;
revoke all on table audience.page_views from public, anon, authenticated;
grant usage on schema audience to service_role;
grant select, delete on table audience.page_views to service_role;

create function audience.retention() returns interval
  language sql immutable set search_path = '' as $$ select interval '25 months' $$;
comment on function audience.retention() is 'How long the aggregate rows are kept (the privacy notice''s audience retention).';

create function audience.max_views_per_address() returns integer
  language sql immutable set search_path = '' as $$ select 120 $$;
comment on function audience.max_views_per_address() is 'Page views counted per client address within forms_guard.window_length().';

/** True for a request whose user agent names a robot, a crawler or a headless browser (read, never kept). */
create function audience.is_known_robot() returns boolean
  language sql stable set search_path = '' as $$
  select coalesce(
    (nullif(pg_catalog.current_setting('request.headers', true), '')::pg_catalog.json ->> 'user-agent')
      ~* '(bot|crawl|spider|slurp|archiver|headless|lighthouse|pagespeed|preview|facebookexternalhit|python|curl|wget|java/|go-http|okhttp|axios|node-fetch|undici|phantomjs|selenium|puppeteer|playwright)'
    -- A Data API request without any user agent is no browser.
    or (pg_catalog.current_setting('request.headers', true) <> ''
        and (pg_catalog.current_setting('request.headers', true)::pg_catalog.json ->> 'user-agent') is null),
    false)
$$;

-- ---------------------------------------------------------------------------------------------
-- The per-address guard, once for the forms and the page views
-- ---------------------------------------------------------------------------------------------
/**
 * Refuses (PT429, like the forms) the request of an address that already has `most` entries for
 * `counted` within the window; otherwise records one. `what` names them in the refusal. Runs inside
 * a SECURITY DEFINER caller (the forms' trigger, count_page_view).
 */
create function forms_guard.guard_address(counted text, most integer, what text) returns void
language plpgsql
set search_path = ''
as $$
declare
  address text := forms_guard.client_address();
  address_bytes bytea;
  in_use forms_guard.address_keys;
  recent  integer;
  oldest  timestamptz;
begin
  if address is null then
    return;
  end if;
  address_bytes := pg_catalog.convert_to(address, 'UTF8');

  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(counted || ':address:' || address, 0)
  );
  in_use := forms_guard.current_address_key();

  delete from forms_guard.recent_submissions
   where created_at <= pg_catalog.now() - forms_guard.window_length();

  -- Entries made under an older key still count until their window has passed: hash the address
  -- once per live key (a handful), then look the hashes up.
  with hashes as materialized (
    select k.id, forms_guard.hmac_sha256(k.secret, address_bytes) as hash from forms_guard.address_keys k
  )
  select count(*), min(r.created_at) into recent, oldest
    from forms_guard.recent_submissions r
    join hashes h on h.id = r.key_id and h.hash = r.address_hash
   where r.table_name = counted
     and r.created_at > pg_catalog.now() - forms_guard.window_length();

  if recent >= most then
    raise exception using
      errcode = 'PT429',
      message = pg_catalog.format('Too many %s from this network address; please try again later.', what),
      detail  = pg_catalog.json_build_object(
        'guard', 'address',
        'retry_after_seconds',
        pg_catalog.ceil(extract(epoch from oldest + forms_guard.window_length() - pg_catalog.now()))::integer
      )::text,
      hint    = pg_catalog.format('At most %s %s per address every %s minutes.', most, what,
                                  extract(epoch from forms_guard.window_length())::integer / 60);
  end if;

  -- Rolled back with the row (or the count) when anything else refuses it: only what is stored counts.
  insert into forms_guard.recent_submissions (table_name, address_hash, key_id)
  values (counted, forms_guard.hmac_sha256(in_use.secret, address_bytes), in_use.id);
end;
$$;

revoke all on function forms_guard.guard_address(text, integer, text) from public;

create or replace function forms_guard.address_flood_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform forms_guard.guard_address(tg_table_name, forms_guard.max_rows_per_address(), 'submissions');
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The count, the one thing anon may do here
-- ---------------------------------------------------------------------------------------------
/**
 * One page view, as the page's beacon sends it: a JSON object
 * {"page": "/de/contact", "lang": "de", "referrer": "www.example.org", "utm_source": …, "utm_medium": …, "utm_campaign": …}.
 * A robot is not counted (and not told); an address past its limit is refused with PT429; a page
 * or language the table refuses, with its CHECK (23514). Campaign values are cut to the column's
 * length, the referrer's host is lower-cased and cut.
 */
create function public.count_page_view(text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  view pg_catalog.json := $1::pg_catalog.json;
  field text;
begin
  if pg_catalog.json_typeof(view) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'A page view is a JSON object.',
      hint = 'Send {"page": …, "lang": …, "referrer": …, "utm_source": …, "utm_medium": …, "utm_campaign": …}.';
  end if;
  if audience.is_known_robot() then
    return;
  end if;
  perform forms_guard.guard_address('page_views', audience.max_views_per_address(), 'page views');

  insert into audience.page_views as counted
    (day, page, language, referrer_host, utm_source, utm_medium, utm_campaign)
  values (
    (pg_catalog.now() at time zone 'UTC')::date,
    view ->> 'page',
    view ->> 'lang',
    pg_catalog.left(pg_catalog.lower(coalesce(pg_catalog.btrim(view ->> 'referrer'), '')), 253),
    pg_catalog.left(coalesce(pg_catalog.btrim(view ->> 'utm_source'), ''), 100),
    pg_catalog.left(coalesce(pg_catalog.btrim(view ->> 'utm_medium'), ''), 100),
    pg_catalog.left(coalesce(pg_catalog.btrim(view ->> 'utm_campaign'), ''), 100)
  )
  on conflict on constraint page_views_key do update set views = counted.views + 1;
end;
$$;

comment on function public.count_page_view(text) is
  'The page beacon (POST /rest/v1/rpc/count_page_view, text/plain JSON): one more view on its aggregate row.';

revoke all on function public.count_page_view(text) from public;
grant execute on function public.count_page_view(text) to anon;
revoke all on function audience.retention() from public;
revoke all on function audience.max_views_per_address() from public;
revoke all on function audience.is_known_robot() from public;

-- ---------------------------------------------------------------------------------------------
-- Retention: the same housekeeping
-- ---------------------------------------------------------------------------------------------
drop function forms_guard.housekeeping();

create function forms_guard.housekeeping(
  out purged_entries integer, out dropped_keys integer, out purged_leads integer, out purged_views integer)
language plpgsql security definer set search_path = '' as $$
declare
  in_use forms_guard.address_keys := forms_guard.current_address_key();
  expired_contacts integer;
begin
  delete from forms_guard.recent_submissions
   where created_at <= pg_catalog.now() - forms_guard.window_length();
  get diagnostics purged_entries = row_count;
  delete from forms_guard.address_keys k
   where k.id <> in_use.id
     and not exists (select from forms_guard.recent_submissions r where r.key_id = k.id);
  get diagnostics dropped_keys = row_count;
  delete from public.demo_requests
   where created_at <= pg_catalog.now() - forms_guard.lead_retention();
  get diagnostics purged_leads = row_count;
  delete from public.contact_messages
   where created_at <= pg_catalog.now() - forms_guard.lead_retention();
  get diagnostics expired_contacts = row_count;
  purged_leads := purged_leads + expired_contacts;
  -- A day's row goes once the whole day is past the retention.
  delete from audience.page_views
   where day < ((pg_catalog.now() at time zone 'UTC') - audience.retention())::date;
  get diagnostics purged_views = row_count;
end;
$$;

comment on function forms_guard.housekeeping() is
  'Every minute (pg_cron on Supabase, npm start locally): purge expired address entries, renew and drop keys, delete leads and audience rows past their retention.';

revoke all on function forms_guard.housekeeping() from public;
grant execute on function forms_guard.housekeeping() to service_role;

-- ---------------------------------------------------------------------------------------------
-- Conversions: where each lead was sent from
-- ---------------------------------------------------------------------------------------------
alter table public.demo_requests
  add column page_path text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add constraint demo_requests_page_path_length    check (char_length(page_path) <= 200),
  add constraint demo_requests_utm_source_length   check (char_length(utm_source) <= 100),
  add constraint demo_requests_utm_medium_length   check (char_length(utm_medium) <= 100),
  add constraint demo_requests_utm_campaign_length check (char_length(utm_campaign) <= 100);

alter table public.contact_messages
  add column page_path text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add constraint contact_messages_page_path_length    check (char_length(page_path) <= 200),
  add constraint contact_messages_utm_source_length   check (char_length(utm_source) <= 100),
  add constraint contact_messages_utm_medium_length   check (char_length(utm_medium) <= 100),
  add constraint contact_messages_utm_campaign_length check (char_length(utm_campaign) <= 100);

comment on column public.demo_requests.page_path is 'Path of the page the form was sent from (set by the page).';
comment on column public.demo_requests.utm_campaign is 'Campaign of the visit (utm_campaign of the landing page''s URL), if any.';
comment on column public.contact_messages.page_path is 'Path of the page the form was sent from (set by the page).';
comment on column public.contact_messages.utm_campaign is 'Campaign of the visit (utm_campaign of the landing page''s URL), if any.';

grant insert (page_path, utm_source, utm_medium, utm_campaign) on table public.demo_requests to anon;
grant insert (page_path, utm_source, utm_medium, utm_campaign) on table public.contact_messages to anon;
