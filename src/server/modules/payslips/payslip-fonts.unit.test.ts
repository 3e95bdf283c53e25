import { describe, expect, it } from 'vitest';
import { missingGlyphs, payslipFonts, runsOf, sfntOfWoff } from './payslip-fonts.js';

describe('payslip fonts', () => {
  const { chains } = payslipFonts();
  const [latin, bengali] = chains.regular as [(typeof chains.regular)[0], (typeof chains.regular)[0]];

  it('have every sign and letter a payslip prints in the first font that has it', () => {
    expect(missingGlyphs('₹ € £ $ ৳ Zoë Łukasz Çelik Ñúñez Ørsted নাদিয়া ইসলাম', chains.regular)).toEqual([]);
    expect(missingGlyphs('₹ ৳ Zoë', chains.bold)).toEqual([]);
    expect(latin.hasGlyphForCodePoint(0x20b9)).toBe(true);
    expect(latin.hasGlyphForCodePoint(0x9f3)).toBe(false);
    expect(bengali.hasGlyphForCodePoint(0x9f3)).toBe(true);
    expect(missingGlyphs('漢', chains.regular)).toEqual(['漢']);
  });

  it('split text into runs of one font, keeping the spaces of a Bengali name in its run', () => {
    const runs = runsOf('৳1,200 নাদিয়া ইসলাম Zoë', chains.regular);
    expect(runs.map((run) => [run.font === bengali ? 'bn' : 'latin', run.text])).toEqual([
      ['bn', '৳'],
      ['latin', '1,200 '],
      ['bn', 'নাদিয়া ইসলাম '],
      ['latin', 'Zoë'],
    ]);
  });

  it('read a WOFF file as the plain font it wraps, table for table', () => {
    expect(sfntOfWoff(Buffer.from('OTTO plain'))).toEqual(Buffer.from('OTTO plain'));
    // The Bengali font is shipped as WOFF; the converted file is what fontkit reads here.
    expect(bengali.type).toBe('TTF');
    expect(bengali.familyName).toBe('Noto Sans Bengali');
    expect(bengali.glyphForCodePoint(0x9f3).advanceWidth).toBeGreaterThan(0);
  });
});
