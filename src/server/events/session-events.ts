import type { Database } from '../db/client.js';

/** Database triggers (migration 0003) NOTIFY here: `s:<session id>` ended, `u:<user id>` changed role or activation. */
export const SESSION_EVENTS_CHANNEL = 'ems_session_events';

type Listener = () => void;

/**
 * Lets long-lived requests (event streams) end when the session behind them ends, however it
 * ends and in whichever process: sign-out, password change, revocation, expiry clean-up, the
 * user deleted, deactivated or given another role.
 */
export class SessionEvents {
  private readonly bySession = new Map<string, Set<Listener>>();
  private readonly byUser = new Map<string, Set<Listener>>();
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {}

  async start() {
    this.stop = await this.database.listen(
      SESSION_EVENTS_CHANNEL,
      (payload) => this.dispatch(payload),
      () => this.endAll(), // the listener was down: any session may have ended meanwhile
    );
  }

  /** Calls `onEnd` once when the session ends or its user changes; returns the unsubscribe. */
  watch(sessionId: string, userId: string, onEnd: Listener): () => void {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      off();
      onEnd();
    };
    const off = () => {
      remove(this.bySession, sessionId, once);
      remove(this.byUser, userId, once);
    };
    add(this.bySession, sessionId, once);
    add(this.byUser, userId, once);
    return off;
  }

  private dispatch(payload: string) {
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    const listeners = kind === 's:' ? this.bySession.get(id) : kind === 'u:' ? this.byUser.get(id) : undefined;
    for (const listener of [...(listeners ?? [])]) listener();
  }

  private endAll() {
    for (const listeners of [...this.bySession.values()]) for (const listener of [...listeners]) listener();
  }

  async close() {
    this.endAll();
    await this.stop?.();
  }
}

function add(map: Map<string, Set<Listener>>, key: string, listener: Listener) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(listener);
}

function remove(map: Map<string, Set<Listener>>, key: string, listener: Listener) {
  const set = map.get(key);
  if (!set) return;
  set.delete(listener);
  if (!set.size) map.delete(key);
}
