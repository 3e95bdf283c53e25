import { describe, expect, it } from 'vitest';
import { bonusArithmetic, bonusRulesText } from './bonus-arithmetic.js';

const money = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2 });
const prorate = { percent: 100, minMonths: 6, shortService: 'prorate' as const };

describe('bonusArithmetic', () => {
  it('says the percentage, the basic and the months served of the minimum', () => {
    expect(bonusArithmetic({ monthlyBasic: 50000, monthsServed: 4 }, prorate, money)).toBe(
      '100 % of basic 50,000.00 · 4 of 6 months served',
    );
    expect(bonusArithmetic({ monthlyBasic: 30000, monthsServed: 4 }, { ...prorate, shortService: 'none' }, money)).toBe(
      '100 % of basic 30,000.00 · 4 of 6 months served: no bonus',
    );
    expect(
      bonusArithmetic({ monthlyBasic: 25000, monthsServed: 1 }, { ...prorate, percent: 80, minMonths: 0 }, money),
    ).toBe('80 % of basic 25,000.00 · 1 month served');
  });

  it('words the rules', () => {
    expect(bonusRulesText(prorate)).toBe(
      '100 % of the monthly basic · in full after 6 months of service, pro-rated by months served below',
    );
    expect(bonusRulesText({ ...prorate, minMonths: 0 })).toBe(
      '100 % of the monthly basic · everyone employed on the festival date in full',
    );
  });
});
