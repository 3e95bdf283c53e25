import { describe, expect, it } from 'vitest';
import { AUDIT_MSG } from './audit.js';

const at = '2026-08-31T10:15:00.000Z';
const id = '11111111-1111-4111-8111-111111111111';

describe('AUDIT_MSG', () => {
  it('counts rows in words, one row or many, with thousands grouped', () => {
    expect(AUDIT_MSG.intact(0)).toBe('the audit trail is intact: 0 rows');
    expect(AUDIT_MSG.intact(1)).toBe('the audit trail is intact: 1 row');
    expect(AUDIT_MSG.intact(1234567)).toBe('the audit trail is intact: 1,234,567 rows');
    expect(AUDIT_MSG.intactBefore(0)).toBe('no intact row before it');
    expect(AUDIT_MSG.intactBefore(1)).toBe('the row before it is intact');
    expect(AUDIT_MSG.intactBefore(41)).toBe('the 41 rows before it are intact');
  });

  it('says what is wrong with the first row that does not match', () => {
    expect(AUDIT_MSG.problem({ kind: 'content', seq: 42, id, at, missingFrom: null })).toBe(
      'it was changed after it was written (its hash no longer matches what it says)',
    );
    expect(AUDIT_MSG.problem({ kind: 'link', seq: 42, id, at, missingFrom: null })).toBe(
      'its link to row 41 is broken (row 41 was rewritten or replaced after this row was written)',
    );
    expect(AUDIT_MSG.problem({ kind: 'missing', seq: 42, id, at, missingFrom: 41 })).toBe(
      'row 41 before it is missing',
    );
    expect(AUDIT_MSG.problem({ kind: 'missing', seq: 42, id, at, missingFrom: 18 })).toBe(
      'rows 18 to 41 before it are missing',
    );
  });
});
