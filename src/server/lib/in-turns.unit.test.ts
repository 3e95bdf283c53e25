import { describe, expect, it } from 'vitest';
import { mapInTurns } from './in-turns.js';

describe('mapInTurns', () => {
  it('maps every item in order, letting the event loop run between slices', async () => {
    let turn = false;
    setImmediate(() => (turn = true));
    const seen: boolean[] = [];
    const items = Array.from({ length: 1_200 }, (_, index) => index);
    const doubled = await mapInTurns(items, (item) => {
      seen.push(turn);
      return item * 2;
    });
    expect(doubled).toEqual(items.map((item) => item * 2));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
