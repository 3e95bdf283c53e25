import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.js';

describe('LoginThrottle', () => {
  it('blocks a key after the maximum failures within the window', () => {
    const throttle = new LoginThrottle(3, 1000);
    throttle.recordFailure('k', 0);
    throttle.recordFailure('k', 10);
    expect(throttle.isBlocked('k', 20)).toBe(false);
    throttle.recordFailure('k', 20);
    expect(throttle.isBlocked('k', 30)).toBe(true);
    expect(throttle.isBlocked('other', 30)).toBe(false);
  });

  it('forgets failures older than the window', () => {
    const throttle = new LoginThrottle(2, 1000);
    throttle.recordFailure('k', 0);
    throttle.recordFailure('k', 100);
    expect(throttle.isBlocked('k', 500)).toBe(true);
    expect(throttle.isBlocked('k', 1101)).toBe(false);
  });

  it('is cleared by a success', () => {
    const throttle = new LoginThrottle(1, 1000);
    throttle.recordFailure('k', 0);
    throttle.clear('k');
    expect(throttle.isBlocked('k', 1)).toBe(false);
  });
});
