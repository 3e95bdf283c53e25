import { and, type SQL } from 'drizzle-orm';

/** A LIKE/ILIKE pattern that matches `text` literally (its `%`, `_` and `\` escaped). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The conditions that are present, joined with AND; undefined when there are none. */
export function andAll(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}
