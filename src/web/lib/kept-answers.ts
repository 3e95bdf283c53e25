/*
 * The last answer of each GET that came with an ETag, kept in this tab's memory only, so the next
 * read of the same address asks "changed since?" (If-None-Match) and a 304 — no body, and no
 * reading on the server — reuses it. The API's answers are `no-store`: no browser or proxy keeps
 * people's data on disk; this copy goes with the tab, and at sign-out (storage.ts).
 * docs/decisions/0008-etags-per-area.md.
 */

interface Kept {
  etag: string;
  answer: unknown;
  /**
   * The query area the answer belongs to (call.ts `keyOf`): forgotten when the app changes it.
   * Unknown (a read started by the page's first script): forgotten when the app changes any.
   */
  area: string | undefined;
}

/** The most addresses kept; the one read longest ago goes first. */
const MAX_KEPT = 100;

const kept = new Map<string, Kept>();
/** Moves with each forgetting: an answer asked for before it is not kept after it. */
let forgettings = 0;

/** Where forgetting stands now: pass it to `keepAnswer` with the answer of a request sent now. */
export const keptSince = () => forgettings;

/** The kept answer of a GET of `path` (with its query string), if any. */
export function keptAnswer(path: string): Kept | undefined {
  const found = kept.get(path);
  if (found) {
    // Read again: now the newest.
    kept.delete(path);
    kept.set(path, found);
  }
  return found;
}

/** Keeps an answer asked for at `since` (`keptSince()`), unless answers were forgotten meanwhile. */
export function keepAnswer(path: string, entry: Kept, since: number) {
  if (since !== forgettings) return;
  kept.delete(path);
  kept.set(path, entry);
  while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

export function forgetAnswer(path: string) {
  kept.delete(path);
}

/**
 * Forgets the answers of these areas (the app just changed them: what it reads next comes in
 * full, even from a server process that has not heard of the change yet), or every answer.
 */
export function forgetKeptAnswers(areas?: readonly string[]) {
  forgettings += 1;
  if (!areas) return kept.clear();
  for (const [path, entry] of kept) if (entry.area === undefined || areas.includes(entry.area)) kept.delete(path);
}
