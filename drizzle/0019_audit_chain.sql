-- The audit trail as a hash chain (README "Security"): each row carries its number in the trail
-- (seq: 1, 2, 3… without gaps), the hash of the row before it, and its own hash, sha256 of that
-- previous hash followed by the row's canonical content. A row edited, removed or slipped in
-- afterwards — by anyone, the table's owner included — no longer matches, and
-- `npm run audit:verify` names it. The columns come without NOT NULL first: the rows already
-- written get theirs below.
ALTER TABLE "audit_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
-- The canonical content of a row: every column but the chain's hashes, as one jsonb object
-- written by PostgreSQL's jsonb output. So the form is fixed, whichever code wrote the row:
-- keys in jsonb's order (shorter keys first, then bytewise), in nested objects too; ", " and ": "
-- between items; strings JSON-escaped (other characters as they are, hashed as UTF-8); numbers as
-- stored (jsonb keeps 900.50 as 900.50); absent values null; the time in UTC with microseconds
-- (2026-08-31T10:15:00.123456Z); the kind of record by name. A later column joins the form only
-- with a new version of this function that leaves rows written before it as they were hashed.
CREATE FUNCTION "audit_event_content"(e "audit_events") RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'seq', e.seq,
    'id', e.id,
    'at', to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'actorId', e.actor_id,
    'actorName', e.actor_name,
    'action', e.action,
    'subject', e.subject::text,
    'subjectId', e.subject_id,
    'personId', e.person_id,
    'personName', e.person_name,
    'before', e.before,
    'after', e.after,
    'reason', e.reason,
    'requestId', e.request_id,
    'ip', e.ip
  )::text
$$;--> statement-breakpoint
-- A row's hash: sha256 over the previous row's hash (64 hex digits) and the row's content, in hex.
CREATE FUNCTION "audit_event_hash"(prev_hash text, e "audit_events") RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(prev_hash || public.audit_event_content(e), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- The rows already written, chained in the order the trail lists them (time, then id).
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_no_update_or_delete";--> statement-breakpoint
DO $$
DECLARE
  e "audit_events";
  n bigint := 0;
  prev text := repeat('0', 64);
  ids uuid[] := '{}';
  prevs text[] := '{}';
  hashes text[] := '{}';
BEGIN
  FOR e IN SELECT * FROM "audit_events" ORDER BY "at", "id" LOOP
    n := n + 1;
    e.seq := n;
    ids := array_append(ids, e.id);
    prevs := array_append(prevs, prev);
    prev := "audit_event_hash"(prev, e);
    hashes := array_append(hashes, prev);
  END LOOP;
  UPDATE "audit_events" a
  SET "seq" = u.seq, "prev_hash" = u.prev_hash, "hash" = u.hash
  FROM unnest(ids, prevs, hashes) WITH ORDINALITY AS u(id, prev_hash, hash, seq)
  WHERE a.id = u.id;
END
$$;--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_no_update_or_delete";--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_seq_idx" ON "audit_events" USING btree ("seq");--> statement-breakpoint
-- Every insert is numbered and hashed here, whatever it says for the three columns. One append at
-- a time, across connections and server processes: the advisory lock is held until the inserting
-- transaction ends, so the next append (its query takes a fresh snapshot once it has the lock, in
-- READ COMMITTED) sees this row as the last. The rows of one multi-row INSERT are chained one by
-- one, each seeing the ones before it. A rolled-back append leaves no gap: numbers are not drawn
-- from a sequence. Tables and functions are named with their schema rather than fixed with
-- SET search_path, which made each row's hash several times dearer; the rest is pg_catalog's,
-- searched first whatever a session sets.
CREATE FUNCTION "audit_events_chain"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  last record;
BEGIN
  PERFORM pg_advisory_xact_lock(727501);
  SELECT "seq", "hash" INTO last FROM public."audit_events" ORDER BY "seq" DESC LIMIT 1;
  NEW.seq := coalesce(last.seq, 0) + 1;
  NEW.prev_hash := coalesce(last.hash, repeat('0', 64));
  NEW.hash := public."audit_event_hash"(NEW.prev_hash, NEW);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_chain" BEFORE INSERT ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_chain"();--> statement-breakpoint
-- TRUNCATE empties a table without row triggers: refused as well (the function raises for any TG_OP).
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
