import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password.js';

describe('isStrongPassword', () => {
  it.each(['Abcdefg1', 'Admin@12345', 'xY9xxxxx'])('accepts %s', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });
  it.each([
    ['Abcdef1', 'shorter than 8'],
    ['abcdefg1', 'no uppercase'],
    ['ABCDEFG1', 'no lowercase'],
    ['Abcdefgh', 'no digit'],
    ['', 'empty'],
    [`A1${'a'.repeat(200)}`, 'absurdly long'],
  ])('refuses %s (%s)', (password) => {
    expect(isStrongPassword(password)).toBe(false);
  });
});
