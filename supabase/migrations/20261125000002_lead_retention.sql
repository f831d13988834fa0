-- Leads are kept no longer than the privacy notice says (content/facts.ts prospectRetentionYears,
-- which is shared/form-rules.ts leadRetention.years; tests/integration/lead-outbox.test.ts proves
-- the two equal). The housekeeping, run every minute (pg_cron on Supabase, `npm start` locally),
-- now also deletes the demo requests and contact messages older than that, and with them their
-- delivery records (lead_outbox.forget()). Counting from the submission is the earliest the
-- notice's "from our last contact" allows: the site's copy never outlives the promise.

create function forms_guard.lead_retention() returns interval
  language sql immutable set search_path = '' as $$ select interval '3 years' $$;

comment on function forms_guard.lead_retention() is
  'How long a stored lead is kept after its submission (the privacy notice''s prospect retention).';

drop function forms_guard.housekeeping();

create function forms_guard.housekeeping(out purged_entries integer, out dropped_keys integer, out purged_leads integer)
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
end;
$$;

comment on function forms_guard.housekeeping() is
  'Every minute (pg_cron on Supabase, npm start locally): purge expired address entries, renew and drop keys, delete leads past their retention.';

revoke all on function forms_guard.lead_retention() from public;
revoke all on function forms_guard.housekeeping() from public;
grant execute on function forms_guard.housekeeping() to service_role;
