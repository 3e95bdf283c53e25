/** A person's bank details: entered by HR, audited with the account number masked. */
import { eq } from 'drizzle-orm';
import { PAYOUT_MSG } from '#shared/messages/payout.js';
import type { BankAccount, BankAccountJson } from '#shared/schemas/payout.js';
import type { Actor } from '../../auth/actor.js';
import type { Principal } from '../../auth/session-store.js';
import type { Db } from '../../db/client.js';
import { bankAccounts, employees, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';

/** `0123456789` → `••••6789`: what a trail or a list shows of an account number. */
export const maskAccount = (number: string) => `••••${number.slice(-4)}`;

type Row = typeof bankAccounts.$inferSelect;

const toJson = (row: Row): BankAccountJson => ({
  bankName: row.bankName,
  routingCode: row.routingCode,
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  updatedAt: row.updatedAt.toISOString(),
});

async function personOf(db: Db, employeeId: string) {
  const [person] = await db
    .select({ id: employees.id, name: users.name })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.id, employeeId));
  if (!person) throw notFound(PAYOUT_MSG.employeeNotFound);
  return person;
}

export async function getBankAccount(db: Db, employeeId: string): Promise<BankAccountJson | null> {
  await personOf(db, employeeId);
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.employeeId, employeeId));
  return row ? toJson(row) : null;
}

/** The caller's own details, the number masked (they read, HR changes); null without an employee record or details. */
export async function getOwnBankAccount(db: Db, principal: Principal): Promise<BankAccountJson | null> {
  if (!principal.employeeId) return null;
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.employeeId, principal.employeeId));
  return row ? { ...toJson(row), accountNumber: maskAccount(row.accountNumber) } : null;
}

const audited = (row: Pick<Row, 'bankName' | 'routingCode' | 'accountName' | 'accountNumber'>) => ({
  bankName: row.bankName,
  routingCode: row.routingCode,
  accountName: row.accountName,
  accountNumber: maskAccount(row.accountNumber),
});

/** Saves the details (one row per person, last save wins under the row lock); a change is audited. */
export async function setBankAccount(db: Db, actor: Actor, employeeId: string, input: BankAccount) {
  const person = await personOf(db, employeeId);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(bankAccounts).where(eq(bankAccounts.employeeId, employeeId)).for('update');
    const same =
      before &&
      before.bankName === input.bankName &&
      before.routingCode === input.routingCode &&
      before.accountName === input.accountName &&
      before.accountNumber === input.accountNumber;
    if (same) return { message: PAYOUT_MSG.bankUnchanged, account: toJson(before) };
    const values = { ...input, updatedBy: actor.principal.userId, updatedAt: new Date() };
    const [saved] = await tx
      .insert(bankAccounts)
      .values({ employeeId, ...values })
      .onConflictDoUpdate({ target: bankAccounts.employeeId, set: values })
      .returning();
    await recordAudit(tx, actor, {
      action: 'employee.bank_account',
      subject: 'employee',
      subjectId: employeeId,
      person: { id: person.id, name: person.name },
      before: before ? audited(before) : null,
      after: audited(saved!),
    });
    return { message: PAYOUT_MSG.bankSaved, account: toJson(saved!) };
  });
}
