import { describe, expect, it } from 'vitest';
import { TEXT_MSG } from './messages/text.js';
import { lineText, plainText } from './schemas/common.js';
import { checkEmployeeFields } from './schemas/employees.js';
import { isOneLine, isPlainText, toPlainLines } from './text.js';

const BREAKS = ['\r', '\n', '\r\n', '\u2028', '\u2029'];
const OTHER_CONTROLS = ['\u0000', '\t', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'];

describe('isOneLine', () => {
  it.each(['Eid ul-Fitr', 'Zoë Łukasz-Ferreira', 'নাদিয়া ইসলাম', '=HYPERLINK("x")', 'a\u00a0b', ''])(
    'takes %j',
    (text) => expect(isOneLine(text)).toBe(true),
  );
  it.each([...BREAKS, ...OTHER_CONTROLS])('refuses %j inside a line', (char) => {
    expect(isOneLine(`Casual${char}Leave`)).toBe(false);
  });
});

describe('isPlainText', () => {
  it('takes line feeds', () => expect(isPlainText('First line\nSecond line\n\nFourth')).toBe(true));
  it.each(['\r', '\u2028', '\u2029', ...OTHER_CONTROLS])('refuses %j', (char) => {
    expect(isPlainText(`Because${char}of this`)).toBe(false);
  });
});

describe('toPlainLines', () => {
  it('makes every line break a line feed and drops the other control characters', () => {
    expect(toPlainLines('a\r\nb\rc\nd\u2028e\u2029f\tg\u0000h\u0085i')).toBe('a\nb\nc\nd\ne\nfghi');
  });
});

describe('lineText', () => {
  const name = lineText('Names', { error: 'Name is required.' }).min(1, 'Name is required.').max(10);
  it('trims, and keeps the field’s own rules', () => {
    expect(name.parse('  Nadia  ')).toBe('Nadia');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required.');
    expect(name.safeParse(3).error?.issues[0]?.message).toBe('Name is required.');
  });
  it.each([...BREAKS, ...OTHER_CONTROLS])('refuses %j with its message', (char) => {
    expect(name.safeParse(`Ev${char}e`).error?.issues[0]?.message).toBe(TEXT_MSG.oneLine('Names'));
  });
  it('lets a line break at either end go with the trimming', () => {
    expect(name.parse('\r\nNadia\r\n')).toBe('Nadia');
  });
});

describe('plainText', () => {
  const reason = plainText('Reasons').max(20);
  it('keeps line feeds and writes CRLF and a lone CR as one', () => {
    expect(reason.parse(' One\r\nTwo\rThree\nFour ')).toBe('One\nTwo\nThree\nFour');
  });
  it.each(['\u2028', '\u2029', ...OTHER_CONTROLS])('refuses %j with its message', (char) => {
    expect(reason.safeParse(`One${char}two`).error?.issues[0]?.message).toBe(TEXT_MSG.plain('Reasons'));
  });
});

describe('checkEmployeeFields', () => {
  const options = { mode: 'update' as const, currentYear: 2026, today: '2026-06-01' };
  it.each([
    ['employeeId', 'Employee IDs'],
    ['emp_name', 'Names'],
    ['password', 'Passwords'],
  ] as const)('refuses a control character in %s', (field, what) => {
    const issues = checkEmployeeFields({ [field]: 'Abcdef1\rSUMMARY:x' }, options);
    expect(issues).toContainEqual({ field, message: TEXT_MSG.oneLine(what) });
  });
  it('takes the same fields on one line', () => {
    expect(checkEmployeeFields({ employeeId: 'E-1', emp_name: 'Nadia Islam', password: 'Abcdefg1' }, options)).toEqual(
      [],
    );
  });
});
