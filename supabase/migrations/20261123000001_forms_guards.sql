-- No submission dropped, no flood stored (runs unchanged on hosted Supabase).
--
-- 1. The honeypot is stored, not dropped: anon may insert `honeypot` (the field people never see;
--    a browser's autofill can fill it); a BEFORE INSERT trigger marks such a row
--    `suspected_automated`, a column anon can neither set nor read.
-- 2. Both flood guards answer SQLSTATE PT429 (PostgREST: HTTP 429) with a machine-readable
--    `details` ({"guard": "email" | "address", "retry_after_seconds": n}) so the page can say why
--    and when to try again, in the visitor's language.
-- 3. A per-address guard beside the e-mail one: at most forms_guard.max_rows_per_address() rows
--    per client address per table per forms_guard.window_length(). The address is the one hosted
--    Supabase passes to Postgres in PostgREST's `request.headers`: `cf-connecting-ip`, which
--    Cloudflare (in front of every hosted project) overwrites with the connecting client's
--    address. `x-forwarded-for` is not used: the gateway appends to what the client sent, so its
--    first entry is whatever a bot writes. Without the header (a direct database session) the
--    address guard does not apply; the e-mail guard still does.
--
-- The numbers are named here once; shared/form-rules.ts names them for the browser and a test
-- keeps both equal.

-- ---------------------------------------------------------------------------------------------
-- The guards' own schema: not exposed by the Data API, nothing granted to anon.
-- ---------------------------------------------------------------------------------------------
create schema forms_guard;
revoke all on schema forms_guard from public;

create function forms_guard.max_rows_per_email() returns integer
  language sql immutable set search_path = '' as $$ select 5 $$;
create function forms_guard.max_rows_per_address() returns integer
  language sql immutable set search_path = '' as $$ select 10 $$;
create function forms_guard.window_length() returns interval
  language sql immutable set search_path = '' as $$ select interval '10 minutes' $$;

comment on function forms_guard.max_rows_per_email() is 'Rows per e-mail address (case-insensitive) per table within window_length().';
comment on function forms_guard.max_rows_per_address() is 'Rows per client address per table within window_length().';

/** The client address PostgREST was given, or null outside a Data API request. */
create function forms_guard.client_address() returns text
  language sql stable set search_path = '' as $$
  select nullif(
    pg_catalog.btrim(
      (nullif(pg_catalog.current_setting('request.headers', true), '')::pg_catalog.json) ->> 'cf-connecting-ip'
    ),
    ''
  )
$$;

-- Recent submissions per address, kept for one window only. The address is stored hashed.
create table forms_guard.recent_submissions (
  table_name   text        not null,
  address_hash bytea       not null,
  created_at   timestamptz not null default now()
);
create index recent_submissions_lookup_idx
  on forms_guard.recent_submissions (table_name, address_hash, created_at);
create index recent_submissions_created_at_idx on forms_guard.recent_submissions (created_at);

-- ---------------------------------------------------------------------------------------------
-- The e-mail guard, now with PT429 and the time left.
-- ---------------------------------------------------------------------------------------------
create or replace function public.forms_flood_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
  oldest timestamptz;
  most   integer := forms_guard.max_rows_per_email();
begin
  if new.email is null then
    return new;  -- the not-null constraint reports it
  end if;

  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(tg_table_name || ':' || pg_catalog.lower(new.email), 0)
  );

  execute pg_catalog.format(
    'select count(*), min(created_at) from %I.%I where pg_catalog.lower(email) = pg_catalog.lower($1)'
    ' and created_at > pg_catalog.now() - $2',
    tg_table_schema, tg_table_name
  ) into recent, oldest using new.email, forms_guard.window_length();

  if recent >= most then
    raise exception using
      errcode = 'PT429',
      message = 'Too many submissions for this e-mail address; please try again later.',
      detail  = pg_catalog.json_build_object(
        'guard', 'email',
        'retry_after_seconds',
        pg_catalog.ceil(extract(epoch from oldest + forms_guard.window_length() - pg_catalog.now()))::integer
      )::text,
      hint    = pg_catalog.format('At most %s submissions per e-mail address every %s minutes.', most,
                                  extract(epoch from forms_guard.window_length())::integer / 60);
  end if;

  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The per-address guard.
-- ---------------------------------------------------------------------------------------------
create function forms_guard.address_flood_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := forms_guard.client_address();
  key     bytea;
  recent  integer;
  oldest  timestamptz;
  most    integer := forms_guard.max_rows_per_address();
begin
  if address is null then
    return new;
  end if;
  key := pg_catalog.sha256(pg_catalog.convert_to(address, 'UTF8'));

  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(tg_table_name || ':address:' || address, 0)
  );

  delete from forms_guard.recent_submissions
   where created_at <= pg_catalog.now() - forms_guard.window_length();

  select count(*), min(created_at) into recent, oldest
    from forms_guard.recent_submissions
   where table_name = tg_table_name and address_hash = key
     and created_at > pg_catalog.now() - forms_guard.window_length();

  if recent >= most then
    raise exception using
      errcode = 'PT429',
      message = 'Too many submissions from this network address; please try again later.',
      detail  = pg_catalog.json_build_object(
        'guard', 'address',
        'retry_after_seconds',
        pg_catalog.ceil(extract(epoch from oldest + forms_guard.window_length() - pg_catalog.now()))::integer
      )::text,
      hint    = pg_catalog.format('At most %s submissions per address every %s minutes.', most,
                                  extract(epoch from forms_guard.window_length())::integer / 60);
  end if;

  -- Rolled back with the row when anything else refuses it: only stored rows count.
  insert into forms_guard.recent_submissions (table_name, address_hash) values (tg_table_name, key);
  return new;
end;
$$;

comment on function forms_guard.address_flood_guard() is
  'BEFORE INSERT trigger: refuses a row when its client address stored max_rows_per_address() rows in this table within window_length().';

revoke all on function forms_guard.address_flood_guard() from public;
revoke all on function forms_guard.client_address() from public;

create trigger demo_requests_address_flood_guard
  before insert on public.demo_requests
  for each row execute function forms_guard.address_flood_guard();

create trigger contact_messages_address_flood_guard
  before insert on public.contact_messages
  for each row execute function forms_guard.address_flood_guard();

-- ---------------------------------------------------------------------------------------------
-- Honeypot: stored and marked, never dropped.
-- ---------------------------------------------------------------------------------------------
alter table public.demo_requests
  add column honeypot text,
  add column suspected_automated boolean not null default false,
  add constraint demo_requests_honeypot_length check (char_length(honeypot) <= 500);

alter table public.contact_messages
  add column honeypot text,
  add column suspected_automated boolean not null default false,
  add constraint contact_messages_honeypot_length check (char_length(honeypot) <= 500);

comment on column public.demo_requests.honeypot is 'What the hidden anti-spam field held (autofill or a bot); null when empty.';
comment on column public.demo_requests.suspected_automated is 'Set by the database when the honeypot was filled; anon cannot set it.';
comment on column public.contact_messages.honeypot is 'What the hidden anti-spam field held (autofill or a bot); null when empty.';
comment on column public.contact_messages.suspected_automated is 'Set by the database when the honeypot was filled; anon cannot set it.';

create function forms_guard.mark_suspected_automated()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.suspected_automated := new.honeypot is not null and new.honeypot ~ '\S';
  return new;
end;
$$;

revoke all on function forms_guard.mark_suspected_automated() from public;

create trigger demo_requests_mark_suspected_automated
  before insert on public.demo_requests
  for each row execute function forms_guard.mark_suspected_automated();

create trigger contact_messages_mark_suspected_automated
  before insert on public.contact_messages
  for each row execute function forms_guard.mark_suspected_automated();

grant insert (honeypot) on table public.demo_requests to anon;
grant insert (honeypot) on table public.contact_messages to anon;
