import { describe, expect, it } from 'vitest';
import { peopleEmptyText } from './people-empty.js';

describe('peopleEmptyText', () => {
  it('an empty Left view does not claim that nobody ever left (a reactivation empties it too)', () => {
    const text = peopleEmptyText('employees', { query: '', status: 'former', total: 0 });
    expect(text).toBe('No former employees: nobody is marked as having left.');
    expect(text).not.toContain('Nobody has left yet');
  });

  it('a page past the end says the list goes on before it', () => {
    expect(peopleEmptyText('managers', { query: '', status: 'former', total: 3 })).toBe(
      'No managers on this page: go back a page to see the 3 there are.',
    );
  });

  it('a search and an empty organisation say so', () => {
    expect(peopleEmptyText('employees', { query: 'Zed', status: 'former', total: 0 })).toBe(
      'No employees match “Zed”.',
    );
    expect(peopleEmptyText('managers', { query: '', status: 'active', total: undefined })).toBe('No managers yet.');
  });
});
