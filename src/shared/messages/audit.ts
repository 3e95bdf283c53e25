import type { AuditChainBreak } from '../schemas/audit.js';

const rowsOf = (rows: number) => `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`;

/** The audit trail's verification, in words: `npm run audit:verify` prints them, the Audit Trail screen shows them. */
export const AUDIT_MSG = {
  intact: (rows: number) => `the audit trail is intact: ${rowsOf(rows)}`,
  brokenAt: (seq: number) => `the audit trail does not match at row ${seq}`,
  /** What is wrong with the first row that does not match. */
  problem: ({ kind, seq, missingFrom }: AuditChainBreak) => {
    if (kind === 'content') return 'it was changed after it was written (its hash no longer matches what it says)';
    if (kind === 'link') {
      return `its link to row ${seq - 1} is broken (row ${seq - 1} was rewritten or replaced after this row was written)`;
    }
    const last = seq - 1;
    return missingFrom === last
      ? `row ${last} before it is missing`
      : `rows ${missingFrom} to ${last} before it are missing`;
  },
  intactBefore: (rows: number) =>
    rows === 1
      ? 'the row before it is intact'
      : rows
        ? `the ${rowsOf(rows)} before it are intact`
        : 'no intact row before it',
} as const;
