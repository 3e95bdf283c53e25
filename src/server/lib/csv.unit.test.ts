import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv.js';

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
});

describe('csvLine', () => {
  it('joins fields and ends with CRLF', () => {
    expect(csvLine(['2026-11-20', 'EMP-1', 'A, B', null, 'Present'])).toBe('2026-11-20,EMP-1,"A, B",,Present\r\n');
  });
});
