-- Every lead reaches sales, and the flood guard keeps no address in all but name (runs unchanged
-- on hosted Supabase; PGlite runs it too).
--
-- 1. An outbox: each row stored in demo_requests or contact_messages gets a delivery record in
--    the same transaction (an AFTER INSERT trigger). Rows marked suspected_automated are recorded
--    as 'skipped' and never pushed. The delivery module (supabase/functions/_shared/lead-delivery.ts)
--    claims due records with FOR UPDATE SKIP LOCKED, pushes them, and records the outcome; the
--    schema is not exposed by the Data API and anon has no right on it.
-- 2. The per-address flood guard stores an HMAC-SHA256 of the client address under a secret key
--    that only the database holds (forms_guard.address_keys), renewed every day; entries are
--    purged once their window has passed and a key is dropped once no live entry uses it
--    (forms_guard.housekeeping(), run every minute by pg_cron on Supabase, by `npm start` locally).
--    The unkeyed hashes stored so far are deleted.

-- ---------------------------------------------------------------------------------------------
-- The outbox
-- ---------------------------------------------------------------------------------------------
create schema lead_outbox;
revoke all on schema lead_outbox from public;
grant usage on schema lead_outbox to service_role;

create table lead_outbox.deliveries (
  lead_id              uuid        primary key,
  lead_table           text        not null,
  created_at           timestamptz not null default now(),
  state                text        not null default 'pending',
  attempts             integer     not null default 0,
  -- When the record is due; a claim moves it past the attempt's lease, so a worker killed in the
  -- middle of an attempt leaves it due again once the lease has run out (at least once).
  next_attempt_at      timestamptz not null default now(),
  last_attempt_at      timestamptz,
  last_error           text,
  webhook_delivered_at timestamptz,
  email_delivered_at   timestamptz,
  delivered_at         timestamptz,
  overdue_reported_at  timestamptz,

  constraint deliveries_lead_table_allowed check (lead_table in ('demo_requests', 'contact_messages')),
  constraint deliveries_state_allowed      check (state in ('pending', 'delivered', 'skipped'))
);

comment on table lead_outbox.deliveries is
  'One delivery record per stored lead (trigger), pushed to the webhook and/or sales e-mail until delivered.';

create index deliveries_due_idx on lead_outbox.deliveries (next_attempt_at) where state = 'pending';

alter table lead_outbox.deliveries enable row level security;
revoke all on table lead_outbox.deliveries from public, anon, authenticated;
grant select, insert, update, delete on table lead_outbox.deliveries to service_role;

create function lead_outbox.enqueue()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into lead_outbox.deliveries (lead_id, lead_table, created_at, state)
  values (new.id, tg_table_name, new.created_at,
          case when new.suspected_automated then 'skipped' else 'pending' end);
  return null;
end;
$$;

comment on function lead_outbox.enqueue() is
  'AFTER INSERT trigger on the lead tables: records the lead''s delivery in the same transaction.';

-- A lead erased on request takes its delivery record with it.
create function lead_outbox.forget()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from lead_outbox.deliveries where lead_id = old.id;
  return null;
end;
$$;

revoke all on function lead_outbox.enqueue() from public;
revoke all on function lead_outbox.forget() from public;

create trigger demo_requests_enqueue_delivery
  after insert on public.demo_requests
  for each row execute function lead_outbox.enqueue();
create trigger contact_messages_enqueue_delivery
  after insert on public.contact_messages
  for each row execute function lead_outbox.enqueue();
create trigger demo_requests_forget_delivery
  after delete on public.demo_requests
  for each row execute function lead_outbox.forget();
create trigger contact_messages_forget_delivery
  after delete on public.contact_messages
  for each row execute function lead_outbox.forget();

-- ---------------------------------------------------------------------------------------------
-- The keyed address hash
-- ---------------------------------------------------------------------------------------------
create function forms_guard.key_lifetime() returns interval
  language sql immutable set search_path = '' as $$ select interval '1 day' $$;
comment on function forms_guard.key_lifetime() is 'How long one address key is used before a new one replaces it.';

/** HMAC-SHA256 (RFC 2104) with the built-in sha256(): no extension needed, same on PGlite and Supabase. */
create function forms_guard.hmac_sha256(key bytea, message bytea) returns bytea
language plpgsql immutable strict set search_path = '' as $$
declare
  block_size constant integer := 64;
  k     bytea := key;
  inner_key bytea;
  outer_key bytea;
begin
  if pg_catalog.length(k) > block_size then
    k := pg_catalog.sha256(k);
  end if;
  k := k || pg_catalog.decode(pg_catalog.repeat('00', block_size - pg_catalog.length(k)), 'hex');
  inner_key := k;
  outer_key := k;
  for i in 0 .. block_size - 1 loop
    inner_key := pg_catalog.set_byte(inner_key, i, pg_catalog.get_byte(k, i) # 54);  -- 0x36
    outer_key := pg_catalog.set_byte(outer_key, i, pg_catalog.get_byte(k, i) # 92);  -- 0x5c
  end loop;
  return pg_catalog.sha256(outer_key || pg_catalog.sha256(inner_key || message));
end;
$$;

-- 32 bytes from two version-4 UUIDs (244 random bits from the server's strong random source):
-- gen_random_uuid() is built in, where gen_random_bytes() would need pgcrypto.
create function forms_guard.new_secret() returns bytea
  language sql volatile set search_path = '' as $$
  select pg_catalog.decode(
    pg_catalog.replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', ''), 'hex')
$$;

create table forms_guard.address_keys (
  id         bigint      generated always as identity primary key,
  secret     bytea       not null default forms_guard.new_secret(),
  created_at timestamptz not null default now()
);
comment on table forms_guard.address_keys is
  'Secret keys of the address HMAC; the newest is in use, older ones are dropped once no live entry needs them.';

-- The unkeyed hashes go; entries now name the key they were made with.
delete from forms_guard.recent_submissions;
alter table forms_guard.recent_submissions
  add column key_id bigint not null references forms_guard.address_keys (id) on delete cascade;
create index recent_submissions_key_idx on forms_guard.recent_submissions (key_id);

/** The key in use: the newest, replaced by a new one once it is older than key_lifetime(). */
create function forms_guard.current_address_key() returns forms_guard.address_keys
language plpgsql volatile set search_path = '' as $$
declare
  in_use forms_guard.address_keys;
begin
  select * into in_use from forms_guard.address_keys order by created_at desc, id desc limit 1;
  if in_use.id is null or in_use.created_at <= pg_catalog.now() - forms_guard.key_lifetime() then
    insert into forms_guard.address_keys default values returning * into in_use;
  end if;
  return in_use;
end;
$$;

/**
 * Scheduled work: purge the entries whose window has passed, renew the key when due, drop the keys
 * no live entry uses. Returns what it removed.
 */
create function forms_guard.housekeeping(out purged_entries integer, out dropped_keys integer)
language plpgsql security definer set search_path = '' as $$
declare
  in_use forms_guard.address_keys := forms_guard.current_address_key();
begin
  delete from forms_guard.recent_submissions
   where created_at <= pg_catalog.now() - forms_guard.window_length();
  get diagnostics purged_entries = row_count;
  delete from forms_guard.address_keys k
   where k.id <> in_use.id
     and not exists (select from forms_guard.recent_submissions r where r.key_id = k.id);
  get diagnostics dropped_keys = row_count;
end;
$$;

comment on function forms_guard.housekeeping() is
  'Every minute (pg_cron on Supabase, npm start locally): purge expired address entries, renew and drop keys.';

create or replace function forms_guard.address_flood_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := forms_guard.client_address();
  address_bytes bytea;
  in_use forms_guard.address_keys;
  recent  integer;
  oldest  timestamptz;
  most    integer := forms_guard.max_rows_per_address();
begin
  if address is null then
    return new;
  end if;
  address_bytes := pg_catalog.convert_to(address, 'UTF8');

  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(tg_table_name || ':address:' || address, 0)
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
   where r.table_name = tg_table_name
     and r.created_at > pg_catalog.now() - forms_guard.window_length();

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
  insert into forms_guard.recent_submissions (table_name, address_hash, key_id)
  values (tg_table_name, forms_guard.hmac_sha256(in_use.secret, address_bytes), in_use.id);
  return new;
end;
$$;

revoke all on function forms_guard.hmac_sha256(bytea, bytea) from public;
revoke all on function forms_guard.new_secret() from public;
revoke all on function forms_guard.current_address_key() from public;
revoke all on function forms_guard.housekeeping() from public;
revoke all on table forms_guard.address_keys from public, anon, authenticated;
grant usage on schema forms_guard to service_role;
grant execute on function forms_guard.housekeeping() to service_role;
