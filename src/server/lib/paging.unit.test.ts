import { describe, expect, it } from 'vitest';
import { inOrderOf } from './paging.js';

describe('inOrderOf', () => {
  it('puts rows read by id back in the order of the ids', () => {
    const rows = [{ id: '5' }, { id: '1' }, { id: '4' }];
    expect(inOrderOf(['4', '5', '1'], rows).map((row) => row.id)).toEqual(['4', '5', '1']);
  });

  it('reads a row’s key with the function given', () => {
    const [bx, ay] = [
      { person: 'b', type: 'x' },
      { person: 'a', type: 'y' },
    ];
    expect(inOrderOf(['ay', 'bx'], [bx!, ay!], (row) => row.person + row.type)).toEqual([ay, bx]);
  });
});
