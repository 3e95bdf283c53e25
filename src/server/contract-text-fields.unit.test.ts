import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/api/auth.js';
import { TEXT_MSG } from '#shared/messages/text.js';
import { contractEndpoints, fieldsOf } from './test/contracts.js';

/**
 * Every free-text field of every contract's body and query (a field that takes 'Plain text':
 * not a choice, an id, a date or a number) refuses a line break, a control character and U+2028 —
 * so a name or a reason cannot break the formats it is written into (feeds, CSV, mail). A search
 * is only matched, so it reads them as spaces instead. Multipart
 * forms are checked by their handlers (the employee form: checkEmployeeFields).
 */
const NOT_FREE_TEXT: Record<string, string> = {
  // An existing password is checked as it was set: people must still be able to sign in.
  'POST /api/user/login password': 'an existing password',
  'POST /api/user/sign-in password': 'an existing password',
  'POST /api/user/change-password currentPassword': 'an existing password',
  'POST /api/user/change-email currentPassword': 'an existing password',
  // Opaque: looked up by its hash, never stored or shown.
  'POST /api/user/reset-password token': 'a reset token',
  // A file's text: its lines are read, and each holiday's name checked as a name.
  'POST /api/calendar/holidays/import/preview text': 'a file',
  'POST /api/calendar/holidays/import text': 'a file',
  // A day, checked with the run's month.
  'POST /api/payroll/runs payDate': 'a date',
  'POST /api/payroll/bonus-runs payDate': 'a date, checked with the festival date',
  // Kept for old clients and ignored: the server knows who sends, and computes the net.
  'POST /api/salary/addSalary netSalary': 'ignored',
  'POST /api/annoucement senderType': 'ignored',
  'POST /api/annoucement/manager senderType': 'ignored',
};

interface TextField {
  name: string;
  schema: z.ZodType;
}

let fields: TextField[] = [];

beforeAll(async () => {
  for (const { key, endpoint } of await contractEndpoints()) {
    if (endpoint.multipart) continue;
    for (const { name, schema } of fieldsOf(endpoint)) {
      const field = `${key} ${name}`;
      if (field in NOT_FREE_TEXT) continue;
      if (schema.safeParse('Plain text').success) fields.push({ name: field, schema });
    }
  }
  fields = fields.sort((a, b) => a.name.localeCompare(b.name));
});

describe('the contracts’ free-text fields', () => {
  it('are found (names, titles, reasons, descriptions, messages, searches)', () => {
    const names = fields.map((field) => field.name);
    for (const expected of [
      'POST /api/department/add dep_name',
      'POST /api/department/add dep_desc',
      'POST /api/leave/addLeave reason',
      'POST /api/leave/addLeave leaveType',
      'POST /api/calendar/holidays name',
      'POST /api/leave-types name',
      'POST /api/annoucement message',
      'POST /api/projects/:id/assign-task taskTitle',
      'POST /api/user/signup name',
      'GET /api/employee/getEmployees search',
    ]) {
      expect(names).toContain(expected);
    }
  });

  // A search is matched and never kept: it reads a control character as a space instead.
  const isSearch = (field: TextField) => field.name.endsWith(' search');

  it.each(['\u2028', '\u2029', '\u0000', '\t', '\u000b', '\u001b', '\u007f', '\u0085'])(
    'refuse %j inside the text, with a message that names the field (a search reads it as a space)',
    (char) => {
      for (const field of fields) {
        const result = field.schema.safeParse(`Plain${char}text`);
        if (isSearch(field)) expect([field.name, result.data]).toEqual([field.name, 'Plain text']);
        else
          expect([field.name, result.error?.issues.at(-1)?.message]).toEqual([
            field.name,
            expect.stringMatching(/^\w[\w ]+ cannot contain .+\.$/),
          ]);
      }
    },
  );

  it.each(['\r', '\n', '\r\n'])(
    'refuse %j in one-line text, and keep it as a line feed in text of several lines',
    (brk) => {
      for (const field of fields) {
        const result = field.schema.safeParse(`Plain${brk}text`);
        if (isSearch(field))
          expect([field.name, result.data]).toEqual([field.name, brk === '\r\n' ? 'Plain  text' : 'Plain text']);
        else if (result.success) expect([field.name, result.data]).toEqual([field.name, 'Plain\ntext']);
        else
          expect([field.name, result.error.issues.at(-1)?.message]).toEqual([
            field.name,
            expect.stringMatching(/ cannot contain line breaks or control characters\.$/),
          ]);
      }
    },
  );
});

describe('passwords', () => {
  it('a new one is one line; the one given to sign in is taken as it is', () => {
    const password = 'Abcdefg1\rx';
    for (const [schema, body] of [
      [authApi.signup.body, { name: 'Nadia', email: 'nadia@example.test', password }],
      [authApi.resetPassword.body, { token: 'abc', password }],
      [authApi.changePassword.body, { currentPassword: 'Old-pass1', newPassword: password }],
    ] as const) {
      expect(schema.safeParse(body).error?.issues.map((issue) => issue.message)).toEqual([
        TEXT_MSG.oneLine('Passwords'),
      ]);
    }
    expect(authApi.login.body.safeParse({ email: 'nadia@example.test', password }).success).toBe(true);
  });
});
