import { describe, expect, it } from 'vitest';
import { requestRouteText } from './leave-approval.js';

describe('requestRouteText (the request form’s line on who decides)', () => {
  it('names the manager first when the chosen type asks the manager and then HR', () => {
    expect(requestRouteText(['hr', 'manager_hr'], 'manager_hr')).toBe(
      'Your request goes to your department’s manager first, then to HR.',
    );
  });

  it('says HR and the administrators only for a type that HR decides', () => {
    expect(requestRouteText(['manager', 'hr'], 'hr')).toBe(
      'Your request goes to HR and the administrators for approval.',
    );
    expect(requestRouteText(['manager'], 'manager')).toMatch(/^Your request goes to your department’s manager for/);
  });

  it('says HR decides at once when nobody manages the one asking first', () => {
    expect(requestRouteText(['manager_hr'], 'manager_hr', 'runs-department')).toBe(
      'Your request goes to HR: you manage your department, and nobody decides their own leave.',
    );
    expect(requestRouteText(['manager'], 'manager', 'no-department')).toMatch(
      /^Your request goes to HR: you are in no/,
    );
    expect(requestRouteText(['hr'], 'hr', 'no-department')).toBe(
      'Your request goes to HR and the administrators for approval.',
    );
  });

  it('before a type is chosen, says the flow all types share, or that it depends on the type', () => {
    expect(requestRouteText(['manager_hr', 'manager_hr'])).toBe(
      'Your request goes to your department’s manager first, then to HR.',
    );
    expect(requestRouteText(['hr', 'manager'])).toMatch(/^Who decides depends on the leave type/);
  });
});
