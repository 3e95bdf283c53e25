import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvRecords, defuseFormula, restoreFormulaText } from './csv.js';

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Nadia Islam')).toBe('Nadia Islam');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
  });
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Sales, North')).toBe('"Sales, North"');
    expect(csvField('The "Boss"')).toBe('"The ""Boss"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
  it('defuses spreadsheet formulas', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
  });
  it('leaves numbers and signed-number text alone: no formula hides in them', () => {
    expect(csvField(-2.5)).toBe('-2.5');
    expect(csvField('-2.5')).toBe('-2.5');
    expect(csvField('+8801711000000')).toBe('+8801711000000');
    expect(csvField('+1+1')).toBe("'+1+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('+880 1711')).toBe("'+880 1711");
  });
});

describe('csvLine', () => {
  it('joins fields and ends with CRLF', () => {
    expect(csvLine(['2026-11-20', 'EMP-1', 'A, B', null, 'Present'])).toBe('2026-11-20,EMP-1,"A, B",,Present\r\n');
  });
});

describe('csvRecords', () => {
  it('reads fields, quoted commas, doubled quotes and line breaks, with the line each record starts on', () => {
    const text =
      '\uFEFFdate,name\r\n2027-01-01,"New Year, Day"\n\n2027-02-21,"The ""Language"" Day"\n2027-03-26,"Two\nlines"\n2027-12-16,Victory Day';
    expect(csvRecords(text)).toEqual([
      { line: 1, fields: ['date', 'name'] },
      { line: 2, fields: ['2027-01-01', 'New Year, Day'] },
      { line: 4, fields: ['2027-02-21', 'The "Language" Day'] },
      { line: 5, fields: ['2027-03-26', 'Two\nlines'] },
      { line: 7, fields: ['2027-12-16', 'Victory Day'] },
    ]);
  });
  it('reads what csvLine writes', () => {
    const values = ['a, b', 'say "hi"', 'x\r\ny', ''];
    expect(csvRecords(csvLine(values))[0]!.fields).toEqual(['a, b', 'say "hi"', 'x\r\ny', '']);
  });
  it('refuses a quoted value left open, naming its line', () => {
    expect(() => csvRecords('date,name\n2027-01-01,"New Year')).toThrow(/line 2/);
  });
  it('gives nothing for empty text', () => {
    expect(csvRecords('')).toEqual([]);
    expect(csvRecords('\n\r\n')).toEqual([]);
  });
});

describe('restoreFormulaText', () => {
  it.each([
    '=1+2',
    '+SUM(A1)',
    '-Ali',
    '@Home',
    '\tTabbed',
    'Plain',
    "O'Brien",
    "'quoted",
    '+8801711000000',
    '-2.5',
    '',
  ])('gives back what defuseFormula guarded: %j', (text) => {
    expect(restoreFormulaText(defuseFormula(text))).toBe(text);
  });
});
