import type pg from 'pg';

/**
 * Two roles on a PostgreSQL server (README "Security"): MIGRATION_DATABASE_URL signs in as the
 * role that owns the tables and applies the migrations; DATABASE_URL as the runtime role, which
 * owns nothing and is granted here, by the owner after migrating, what the server needs: SELECT,
 * INSERT, UPDATE and DELETE on every table, USAGE on every sequence, on the audit trail
 * SELECT and INSERT only, and on the balances and tallies SELECT only (triggers write them, as
 * their owner). Nothing else — no TRUNCATE, REFERENCES or TRIGGER, so the runtime role
 * can neither lift the audit trail's triggers nor write around them. What it had before is
 * revoked first, and this runs at every start (one transaction, under the migration lock), so
 * the tables of a later migration are covered and a grant made by hand does not linger.
 *
 * At run time the server needs no more: its statements are DML, advisory locks, LISTEN/NOTIFY,
 * `set local synchronous_commit` and `lock table … in exclusive mode` (which UPDATE allows); the
 * extension (pg_trgm), ANALYZE and VACUUM are the migrations' and the scripts' (seed:large signs
 * in as the owner).
 */
export async function grantRuntimeRole(owner: pg.ClientBase, role: string): Promise<void> {
  await refuseOwnerPowers(owner, role);
  const runtime = owner.escapeIdentifier(role);
  await owner.query('begin');
  try {
    await owner.query(`grant usage on schema public to ${runtime}`);
    await owner.query(`revoke all on all tables in schema public from ${runtime}`);
    await owner.query(`grant select, insert, update, delete on all tables in schema public to ${runtime}`);
    await owner.query(`revoke update, delete on audit_events from ${runtime}`);
    await owner.query(`revoke insert, update, delete on leave_balances from ${runtime}`);
    await owner.query(`revoke insert, update, delete on leave_tallies, people_tallies from ${runtime}`);
    await owner.query(`revoke all on all sequences in schema public from ${runtime}`);
    await owner.query(`grant usage on all sequences in schema public to ${runtime}`);
    await owner.query('commit');
  } catch (error) {
    await owner.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * Grants mean nothing to a role that can act as the owner, or create what the owner's functions
 * would find first: the server refuses to start on such a runtime role, saying how to fix it.
 */
async function refuseOwnerPowers(owner: pg.ClientBase, role: string) {
  const { rows } = await owner.query<{ superuser: boolean; owned: string[]; creates: boolean }>(
    `select r.rolsuper as superuser,
       array(select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')
               and (pg_has_role(r.oid, c.relowner, 'USAGE') or pg_has_role(r.oid, c.relowner, 'MEMBER'))
             order by c.relname limit 3) as owned,
       has_schema_privilege(r.oid, 'public', 'CREATE') or has_database_privilege(r.oid, current_database(), 'CREATE') as creates
     from pg_roles r where r.rolname = $1`,
    [role],
  );
  const found = rows[0];
  const problem = !found
    ? null
    : found.superuser
      ? 'is a superuser'
      : found.owned.length
        ? `owns ${found.owned.join(', ')}… (or is a member of the role that does)`
        : found.creates
          ? 'may create objects in this database (revoke CREATE on the database, and on schema public from it and from PUBLIC)'
          : null;
  if (problem) {
    throw new Error(
      `DATABASE_URL signs in as "${role}", which ${problem}: with MIGRATION_DATABASE_URL set, DATABASE_URL must be a role that owns nothing (README, "Security").`,
    );
  }
}
