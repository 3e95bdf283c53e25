import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './client.js';

interface Entry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as { entries: Entry[] };

describe('the migrations journal', () => {
  it('numbers every migration in order, each with its file, and no file without an entry', () => {
    const entries = journal.entries;
    expect(entries.map((entry) => entry.idx)).toEqual(entries.map((_, i) => i));
    for (const entry of entries) {
      expect(entry.tag.startsWith(String(entry.idx).padStart(4, '0'))).toBe(true);
      expect(existsSync(`${MIGRATIONS_DIR}/${entry.tag}.sql`)).toBe(true);
    }
    const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'));
    expect(files.sort()).toEqual(entries.map((entry) => `${entry.tag}.sql`).sort());
  });

  it('dates each migration after the one before: a database migrated earlier applies only later dates', () => {
    // Drizzle applies the migrations dated after the last one a database has (not the ones it
    // lacks): a migration merged in with an earlier date than its predecessor would be skipped.
    const dates = journal.entries.map((entry) => entry.when);
    for (let i = 1; i < dates.length; i += 1) expect(dates[i]!).toBeGreaterThan(dates[i - 1]!);
  });
});
