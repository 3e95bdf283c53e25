import { describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles.js';
import {
  directoryCanSearch,
  type DirectoryFilter,
  directoryOf,
  directoryPage,
  type DirectoryPerson,
  type PeopleDirectory,
  rearrangePeople,
} from './people-directory.js';

const person = (
  id: string,
  name: string,
  code: string,
  role: Role,
  department: [string, string] | null,
  working = true,
): DirectoryPerson => ({
  id,
  name,
  code,
  role,
  departmentId: department?.[0] ?? null,
  departmentName: department?.[1] ?? null,
  working,
});

const SALES: [string, string] = ['d-sales', 'Sales'];
const IT: [string, string] = ['d-it', 'IT Support'];

// In name order, as the database hands them over.
const people = [
  person('1', 'Ada Nadia', 'EMP-001', 'employee', SALES),
  person('2', 'Bo Manning', 'EMP-002', 'manager', SALES),
  person('3', 'Cy Left', 'EMP-003', 'employee', IT, false),
  person('4', 'Di Nobody', 'SAL-004', 'moderator', null),
  person('5', 'Ed Nadia', 'EMP-005', 'employee', IT),
];
const directory = directoryOf(people);

/** Everyone the filter keeps, in order. */
const directoryMatches = (of: PeopleDirectory, filter: DirectoryFilter) =>
  directoryPage(of, filter, { offset: 0, limit: 100 }).ids;

describe('the people directory', () => {
  it('keeps the people working here by default, in its order', () => {
    expect(directoryMatches(directory, { departments: [], status: 'active' })).toEqual(['1', '2', '4', '5']);
    expect(directoryMatches(directory, { departments: [], status: 'former' })).toEqual(['3']);
    expect(directoryMatches(directory, { departments: [], status: 'all' })).toEqual(['1', '2', '3', '4', '5']);
  });

  it('searches the name, employee id, role and department name in any case, as the database does', () => {
    const search = (text: string) => directoryMatches(directory, { departments: [], status: 'all', search: text });
    expect(search('NADIA')).toEqual(['1', '5']);
    expect(search('emp-00')).toEqual(['1', '2', '3', '5']);
    expect(search('manag')).toEqual(['2']); // Bo's role (and not 'Manning', which has no 'manag')
    expect(search('sal')).toEqual(['1', '2', '4']); // the department Sales, and Di's id SAL-004
    expect(search('it sup')).toEqual(['3', '5']);
  });

  it('never matches across two fields', () => {
    // 'Nadia' ends Ada's name and 'EMP' starts her id: together they are not in any one field.
    expect(directoryMatches(directory, { departments: [], status: 'all', search: 'nadiaemp' })).toEqual([]);
    expect(directoryCanSearch('a\u0001b')).toBe(false);
    expect(directoryCanSearch('nadia')).toBe(true);
    expect(directoryCanSearch(undefined)).toBe(true);
  });

  it('keeps only the departments asked for (all of them) and the role asked for', () => {
    expect(directoryMatches(directory, { departments: ['d-sales'], status: 'active' })).toEqual(['1', '2']);
    expect(directoryMatches(directory, { departments: ['d-sales', 'd-it'], status: 'active' })).toEqual([]);
    expect(directoryMatches(directory, { departments: ['d-it'], status: 'all', role: 'employee' })).toEqual(['3', '5']);
    expect(directoryMatches(directory, { departments: [], status: 'active', role: 'moderator' })).toEqual(['4']);
  });

  it('cuts a stretch, either way, and counts all the people kept in the same pass', () => {
    const filter: DirectoryFilter = { departments: [], status: 'all' };
    expect(directoryPage(directory, filter, { offset: 1, limit: 2 })).toEqual({ ids: ['2', '3'], total: 5 });
    expect(directoryPage(directory, filter, { offset: 1, limit: 2, desc: true })).toEqual({
      ids: ['4', '3'],
      total: 5,
    });
    expect(directoryPage(directory, { ...filter, search: 'nadia' }, { offset: 1, limit: 5 })).toEqual({
      ids: ['5'],
      total: 2,
    });
    expect(directoryPage(directory, filter, { offset: 9, limit: 10 })).toEqual({ ids: [], total: 5 });
    expect(directoryPage(directory, filter, { offset: 0, limit: 0 })).toEqual({ ids: [], total: 5 });
  });

  it('keeps the subsets of the few filters lists use, and answers the same beyond them', () => {
    const fresh = directoryOf(people);
    const filter: DirectoryFilter = { departments: ['d-sales'], status: 'active' };
    expect(directoryPage(fresh, filter, { offset: 0, limit: 10 }).ids).toEqual(['1', '2']);
    expect(directoryPage(fresh, { ...filter, search: 'ada' }, { offset: 0, limit: 10 }).ids).toEqual(['1']);
    expect(fresh.subsets.size).toBe(1); // the search read the same subset
    for (let n = 0; n < 30; n += 1) {
      expect(directoryPage(fresh, { departments: [`d-${n}`], status: 'all' }, { offset: 0, limit: 10 })).toEqual({
        ids: [],
        total: 0,
      });
    }
    expect(fresh.subsets.size).toBe(16);
    expect(directoryPage(fresh, { departments: ['d-it'], status: 'all' }, { offset: 0, limit: 10 }).ids).toEqual([
      '3',
      '5',
    ]);
  });

  it('takes people out and puts people in at their places, every position reindexed', () => {
    const moved = directoryOf(people);
    const newcomer = person('6', 'Ab Newcomer', 'EMP-006', 'employee', SALES);
    const renamed = person('2', 'Zed Manning', 'EMP-002', 'manager', SALES);
    // Bo (position 1) and Di (3) leave their places; the newcomer goes after Ada, Bo at the end.
    rearrangePeople(moved, [1, 3], [newcomer, renamed], [1, 3]);
    expect(moved.ids).toEqual(['1', '6', '3', '5', '2']);
    expect(moved.names).toEqual(['Ada Nadia', 'Ab Newcomer', 'Cy Left', 'Ed Nadia', 'Zed Manning']);
    expect([...moved.at].sort()).toEqual([
      ['1', 0],
      ['2', 4],
      ['3', 2],
      ['5', 3],
      ['6', 1],
    ]);
    expect(moved.chars).toBe(directoryOf([people[0]!, newcomer, people[2]!, people[4]!, renamed]).chars);
    expect(directoryMatches(moved, { departments: ['d-sales'], status: 'all', search: 'zed' })).toEqual(['2']);
  });
});
