-- Demo requests and contact messages: the two tables the public forms write to.
--
-- Runs unchanged on hosted Supabase (roles anon / authenticated / service_role already exist
-- there; the local backend in server/ creates them before applying this file).
--
-- Security model: the public (anon) key may INSERT the user-facing columns and nothing else:
-- no SELECT, UPDATE or DELETE, no id / created_at / status. Row-level security is on, with a
-- single INSERT policy for anon. service_role (staff tools) keeps full access.

-- ---------------------------------------------------------------------------------------------
-- demo_requests
-- ---------------------------------------------------------------------------------------------
create table public.demo_requests (
  id          uuid        primary key default gen_random_uuid(),
  created_at  timestamptz not null default now(),
  first_name  text        not null,
  last_name   text        not null,
  email       text        not null,
  company     text        not null,
  role        text        not null,
  phone       text,
  message     text,
  language    text        not null,
  status      text        not null default 'new',

  constraint demo_requests_first_name_not_blank check (first_name ~ '\S'),
  constraint demo_requests_first_name_length    check (char_length(first_name) <= 100),
  constraint demo_requests_last_name_not_blank  check (last_name ~ '\S'),
  constraint demo_requests_last_name_length     check (char_length(last_name) <= 100),
  constraint demo_requests_email_not_blank      check (email ~ '\S'),
  constraint demo_requests_email_length         check (char_length(email) <= 254),
  constraint demo_requests_email_format         check (
    email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:].]+(\.[^@[:space:][:cntrl:].]+)+$'
  ),
  constraint demo_requests_company_not_blank    check (company ~ '\S'),
  constraint demo_requests_company_length       check (char_length(company) <= 200),
  constraint demo_requests_role_not_blank       check (role ~ '\S'),
  constraint demo_requests_role_allowed         check (
    role in ('cmo', 'content_director', 'ecommerce_director', 'cdo', 'digital_marketing_manager', 'other')
  ),
  constraint demo_requests_phone_length         check (char_length(phone) <= 40),
  constraint demo_requests_phone_format         check (phone ~ '^[0-9 +().-]+$' and phone ~ '[0-9]'),
  constraint demo_requests_message_length       check (char_length(message) <= 5000),
  constraint demo_requests_language_allowed     check (language in ('fr', 'en', 'de', 'it', 'es')),
  constraint demo_requests_status_allowed       check (status in ('new', 'contacted', 'closed'))
);

comment on table public.demo_requests is
  'Demo requests from the public site. anon may insert user columns only; read with service_role.';
comment on column public.demo_requests.role is
  'Stable role code: cmo, content_director, ecommerce_director, cdo, digital_marketing_manager, other.';
comment on column public.demo_requests.language is 'Language of the page the form was sent from.';

-- ---------------------------------------------------------------------------------------------
-- contact_messages
-- ---------------------------------------------------------------------------------------------
create table public.contact_messages (
  id          uuid        primary key default gen_random_uuid(),
  created_at  timestamptz not null default now(),
  first_name  text        not null,
  last_name   text        not null,
  company     text        not null,
  role        text,
  email       text        not null,
  phone       text,
  reason      text        not null,
  message     text        not null,
  language    text        not null,
  status      text        not null default 'new',

  constraint contact_messages_first_name_not_blank check (first_name ~ '\S'),
  constraint contact_messages_first_name_length    check (char_length(first_name) <= 100),
  constraint contact_messages_last_name_not_blank  check (last_name ~ '\S'),
  constraint contact_messages_last_name_length     check (char_length(last_name) <= 100),
  constraint contact_messages_company_not_blank    check (company ~ '\S'),
  constraint contact_messages_company_length       check (char_length(company) <= 200),
  constraint contact_messages_role_length          check (char_length(role) <= 100),
  constraint contact_messages_email_not_blank      check (email ~ '\S'),
  constraint contact_messages_email_length         check (char_length(email) <= 254),
  constraint contact_messages_email_format         check (
    email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:].]+(\.[^@[:space:][:cntrl:].]+)+$'
  ),
  constraint contact_messages_phone_length         check (char_length(phone) <= 40),
  constraint contact_messages_phone_format         check (phone ~ '^[0-9 +().-]+$' and phone ~ '[0-9]'),
  constraint contact_messages_reason_not_blank     check (reason ~ '\S'),
  constraint contact_messages_reason_allowed       check (
    reason in ('demo', 'quote', 'support', 'partnership', 'press', 'other')
  ),
  constraint contact_messages_message_not_blank    check (message ~ '\S'),
  constraint contact_messages_message_length       check (char_length(message) <= 5000),
  constraint contact_messages_language_allowed     check (language in ('fr', 'en', 'de', 'it', 'es')),
  constraint contact_messages_status_allowed       check (status in ('new', 'contacted', 'closed'))
);

comment on table public.contact_messages is
  'Contact-form messages from the public site. anon may insert user columns only; read with service_role.';
comment on column public.contact_messages.role is 'Free-text job title (optional).';
comment on column public.contact_messages.reason is
  'Reason code: demo, quote, support, partnership, press, other.';

-- ---------------------------------------------------------------------------------------------
-- Flood guard: at most 5 rows per e-mail address (case-insensitive) per table per 10 minutes.
-- SECURITY DEFINER because anon cannot SELECT the tables; search_path pinned to pg_catalog only.
-- An advisory lock per (table, e-mail) makes concurrent submissions count correctly.
-- ---------------------------------------------------------------------------------------------
create index demo_requests_email_recent_idx on public.demo_requests (lower(email), created_at);
create index contact_messages_email_recent_idx on public.contact_messages (lower(email), created_at);
create index demo_requests_created_at_idx on public.demo_requests (created_at desc);
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

create function public.forms_flood_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  if new.email is null then
    return new;  -- the not-null constraint reports it
  end if;

  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(tg_table_name || ':' || pg_catalog.lower(new.email), 0)
  );

  execute pg_catalog.format(
    'select count(*) from %I.%I where pg_catalog.lower(email) = pg_catalog.lower($1)'
    ' and created_at > pg_catalog.now() - interval ''10 minutes''',
    tg_table_schema, tg_table_name
  ) into recent using new.email;

  if recent >= 5 then
    raise exception using
      errcode = 'P0001',
      message = 'Too many submissions for this e-mail address; please try again later.',
      detail  = 'At most 5 submissions per e-mail address every 10 minutes.',
      hint    = 'Wait a few minutes before sending the form again.';
  end if;

  return new;
end;
$$;

comment on function public.forms_flood_guard() is
  'BEFORE INSERT trigger: refuses a 6th row with the same e-mail (case-insensitive) within 10 minutes.';

revoke all on function public.forms_flood_guard() from public;
revoke all on function public.forms_flood_guard() from anon, authenticated;

create trigger demo_requests_flood_guard
  before insert on public.demo_requests
  for each row execute function public.forms_flood_guard();

create trigger contact_messages_flood_guard
  before insert on public.contact_messages
  for each row execute function public.forms_flood_guard();

-- ---------------------------------------------------------------------------------------------
-- Row-level security and grants
-- ---------------------------------------------------------------------------------------------
alter table public.demo_requests enable row level security;
alter table public.contact_messages enable row level security;

revoke all on table public.demo_requests from anon, authenticated;
revoke all on table public.contact_messages from anon, authenticated;

grant insert (first_name, last_name, email, company, role, phone, message, language)
  on table public.demo_requests to anon;
grant insert (first_name, last_name, company, role, email, phone, reason, message, language)
  on table public.contact_messages to anon;

grant all on table public.demo_requests to service_role;
grant all on table public.contact_messages to service_role;

create policy demo_requests_anon_insert
  on public.demo_requests
  for insert
  to anon
  with check (status = 'new');

create policy contact_messages_anon_insert
  on public.contact_messages
  for insert
  to anon
  with check (status = 'new');
