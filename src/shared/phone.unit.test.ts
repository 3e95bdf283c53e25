import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['01712-345 678', '+8801712345678', 'a leading zero becomes +880'],
    ['(017) 1234-5678', '+8801712345678', 'punctuation and spaces are removed'],
    ['2025550123', '+8802025550123', 'ten digits not starting with 1 get +880'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('turns ten digits starting with 1 into +1', () => {
    expect(normalizePhone('1202555012')).toBe('+11202555012');
    expect(normalizePhone('(120) 255-5012')).toBe('+11202555012');
  });

  it('keeps a number that already has a plus', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('+8801712345678')).toBe('+8801712345678');
  });

  it('collapses repeated pluses', () => {
    expect(normalizePhone('++8801712345678')).toBe('+8801712345678');
    expect(normalizePhone('+++1 202 555 0123')).toBe('+12025550123');
  });

  it('drops a plus sign that does not lead', () => {
    expect(normalizePhone('880+1712345678')).toBe('+880880171234567');
  });

  it('gives +880 to anything else without a plus', () => {
    expect(normalizePhone('1712345678')).toBe('+11712345678'); // ten digits starting with 1 → +1
    expect(normalizePhone('171234567')).toBe('+880171234567');
    expect(normalizePhone('8801712345678')).toBe('+880880171234567'); // 17 characters, capped
  });

  it('removes every character that is not a digit or a plus', () => {
    expect(normalizePhone('tel: 017-1234-5678 ext.')).toBe('+8801712345678');
  });

  it('caps the result at 16 characters', () => {
    const result = normalizePhone('+123456789012345678901');
    expect(result).toBe('+123456789012345');
    expect(result).toHaveLength(16);
    expect(normalizePhone('0123456789012345678')).toHaveLength(16);
  });

  it('returns an empty string when nothing usable is left', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('abc')).toBe('');
    expect(normalizePhone('+++')).toBe('');
  });
});

describe('isValidPhone', () => {
  it('accepts 8 to 15 digits after a plus', () => {
    expect(isValidPhone('+8801712345678')).toBe(true);
    expect(isValidPhone('+12025550123')).toBe(true);
  });
  it('refuses too few digits or a missing plus', () => {
    expect(isValidPhone('+880123')).toBe(false);
    expect(isValidPhone('8801712345678')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});
