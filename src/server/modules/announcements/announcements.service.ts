import { MSG } from '#shared/messages.js';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ANNOUNCEMENT_MSG } from '#shared/messages/announcements.js';
import type {
  AdminAnnouncementInput,
  AnnouncementFeed,
  AnnouncementJson,
  ManagerAnnouncementInput,
} from '#shared/schemas/announcements.js';
import type { Principal } from '../../auth/session-store.js';
import type { Db } from '../../db/client.js';
import { announcements, departments, employees, notifications, users } from '../../db/schema/index.js';
import { signalNotifications } from '../../events/notification-signal.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { rowsOf } from '../../lib/sql.js';
import { mailNotification } from '../notifications/index.js';

const sender = alias(users, 'sender');
const selectedUser = alias(users, 'selected_user');

function selectAnnouncements(db: Db) {
  return db
    .select({
      id: announcements.id,
      message: announcements.message,
      type: announcements.type,
      senderType: announcements.senderType,
      createdAt: announcements.createdAt,
      senderId: sender.id,
      senderName: sender.name,
      selectedId: employees.id,
      selectedName: selectedUser.name,
      selectedEmail: selectedUser.email,
      departmentId: departments.id,
      departmentName: departments.name,
    })
    .from(announcements)
    .leftJoin(sender, eq(sender.id, announcements.senderUserId))
    .leftJoin(employees, eq(employees.id, announcements.selectedEmployeeId))
    .leftJoin(selectedUser, eq(selectedUser.id, employees.userId))
    .leftJoin(departments, eq(departments.id, announcements.departmentId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAnnouncements>['execute']>>[number];

function toJson(row: Row): AnnouncementJson {
  return {
    _id: row.id,
    message: row.message,
    type: row.type,
    selectedEmployee:
      row.selectedId && row.selectedName && row.selectedEmail
        ? { _id: row.selectedId, emp_name: row.selectedName, emp_email: row.selectedEmail }
        : null,
    senderType: row.senderType,
    sender: row.senderId && row.senderName ? { _id: row.senderId, emp_name: row.senderName } : null,
    department: row.departmentId && row.departmentName ? { _id: row.departmentId, dep_name: row.departmentName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function page(db: Db, where: SQL | undefined, skip: number, limit: number) {
  const rows = await selectAnnouncements(db)
    .where(where)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit)
    .offset(skip);
  return rows.map(toJson);
}

/**
 * The targeting rules, as SQL over `users u` (with `e` the person's employee record):
 * all → all staff (admin, manager, employee, moderator; never a signed-up `user` account);
 * employees → role employee (a manager's: of that department);
 * managers → role manager; selected → that one employee.
 */
function reachesUser(userRole: SQL, employeeId: SQL, departmentId: SQL): SQL {
  return or(
    and(eq(announcements.type, 'all'), sql`${userRole} <> 'user'`),
    and(
      eq(announcements.type, 'employees'),
      sql`${userRole} = 'employee'`,
      sql`(${announcements.departmentId} is null or ${announcements.departmentId} = ${departmentId})`,
    ),
    and(eq(announcements.type, 'managers'), sql`${userRole} = 'manager'`),
    and(eq(announcements.type, 'selected'), sql`${announcements.selectedEmployeeId} = ${employeeId}`),
  )!;
}

/**
 * The condition of a feed: every announcement (`all`, admin), those the caller sent (`sent`) or
 * those that reached them (`inbox`).
 */
function feedOf(principal: Principal, feed: AnnouncementFeed): SQL | undefined {
  if (feed === 'all') return undefined;
  if (feed === 'sent') return eq(announcements.senderUserId, principal.userId);
  return reachesUser(
    sql`${principal.role}`,
    principal.employeeId ? sql`${principal.employeeId}::uuid` : sql`null`,
    principal.departmentId ? sql`${principal.departmentId}::uuid` : sql`null`,
  );
}

/** A feed, newest first, `limit` from `skip`: the lists' pages and (a stretch at a time) their export. */
export const feedPage = (db: Db, principal: Principal, feed: AnnouncementFeed, skip: number, limit: number) =>
  page(db, feedOf(principal, feed), skip, limit);

export const listAll = (db: Db, principal: Principal, skip: number, limit: number) =>
  feedPage(db, principal, 'all', skip, limit);

export const listSentBy = (db: Db, principal: Principal, skip: number, limit: number) =>
  feedPage(db, principal, 'sent', skip, limit);

/** What the caller received, newest first. */
export const listInbox = (db: Db, principal: Principal, skip: number, limit: number) =>
  feedPage(db, principal, 'inbox', skip, limit);

/** Who may read a feed: every announcement is the admin's; one's sent ones, a manager's; an inbox, anyone's. */
export function assertFeed(principal: Principal, feed: AnnouncementFeed) {
  if (feed === 'all' && principal.role !== 'admin') throw forbidden();
  if (feed === 'sent' && principal.role !== 'manager') throw forbidden();
}

/** The feed a role's announcements screen lists first. */
export const defaultFeed = (principal: Principal): AnnouncementFeed =>
  principal.role === 'admin' ? 'all' : principal.role === 'manager' ? 'sent' : 'inbox';

async function assertEmployee(db: Db, employeeId: string, departmentId?: string) {
  const [row] = await db
    .select({ id: employees.id, departmentId: employees.departmentId, lastWorkingDay: employees.lastWorkingDay })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!row) throw badRequest(ANNOUNCEMENT_MSG.employeeUnknown, { field: 'selectedEmployee' });
  if (row.lastWorkingDay !== null) throw badRequest(MSG.personLeft, { field: 'selectedEmployee' });
  if (departmentId && row.departmentId !== departmentId) throw forbidden(ANNOUNCEMENT_MSG.employeeOutside);
}

/** Stores the announcement and a notification for each recipient in one transaction. */
async function publish(
  db: Db,
  principal: Principal,
  values: {
    message: string;
    type: AnnouncementJson['type'];
    selectedEmployeeId: string | null;
    senderType: 'admin' | 'manager';
    departmentId: string | null;
  },
) {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(announcements)
      .values({ ...values, senderUserId: principal.userId })
      .returning({ id: announcements.id });
    // One set-based statement, however many people the announcement reaches.
    const preview = values.message.length > 140 ? `${values.message.slice(0, 139)}…` : values.message;
    const inserted = await tx.execute(sql`
      insert into ${notifications} (user_id, kind, title, body, target_kind, target_id)
      select ${users.id}, 'announcement', ${`Announcement from ${principal.name}`}, ${preview}, 'announcement', ${created!.id}::uuid
      from ${users}
      left join ${employees} on ${employees.userId} = ${users.id}
      join ${announcements} on ${announcements.id} = ${created!.id}
      where ${reachesUser(sql`${users.role}::text`, sql`${employees.id}`, sql`${employees.departmentId}`)}
        and ${users.id} <> ${principal.userId}
      returning user_id`);
    const recipients = rowsOf<{ user_id: string }>(inserted).map((row) => row.user_id);
    await signalNotifications(tx, recipients);
    // The mail carries the whole message (the bell shows the start of it).
    await mailNotification(tx, recipients, {
      kind: 'announcement',
      title: `Announcement from ${principal.name}`,
      body: values.message,
      target: { kind: 'announcement', id: created!.id },
    });
    return created!.id;
  });
  const [row] = await selectAnnouncements(db).where(eq(announcements.id, id));
  return toJson(row!);
}

export async function createAdminAnnouncement(db: Db, principal: Principal, input: AdminAnnouncementInput) {
  const selected = input.type === 'selected' ? input.selectedEmployee || null : null;
  if (selected) await assertEmployee(db, selected);
  return publish(db, principal, {
    message: input.message,
    type: input.type,
    selectedEmployeeId: selected,
    senderType: 'admin',
    departmentId: null,
  });
}

export async function createManagerAnnouncement(db: Db, principal: Principal, input: ManagerAnnouncementInput) {
  if (!principal.departmentId) throw badRequest(ANNOUNCEMENT_MSG.noDepartment);
  const selected = input.type === 'selected' ? input.selectedEmployee || null : null;
  if (selected) await assertEmployee(db, selected, principal.departmentId);
  return publish(db, principal, {
    message: input.message,
    type: input.type,
    selectedEmployeeId: selected,
    senderType: 'manager',
    departmentId: principal.departmentId,
  });
}

/** Admins delete any announcement; managers their own. */
export async function deleteAnnouncement(db: Db, principal: Principal, id: string) {
  const [row] = await db
    .select({ id: announcements.id, senderUserId: announcements.senderUserId })
    .from(announcements)
    .where(eq(announcements.id, id));
  if (!row) throw notFound(ANNOUNCEMENT_MSG.notFound);
  if (principal.role !== 'admin' && row.senderUserId !== principal.userId) throw forbidden();
  await db.delete(announcements).where(inArray(announcements.id, [id]));
}
