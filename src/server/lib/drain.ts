import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';

/** Resolves in the check phase of the event loop's next turn, after that turn has polled for I/O. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Where the kernel's queue cannot be read: the longest the listener stays open while connections keep coming. */
const ACCEPTING_AT_MOST_MS = 1_000;

/** The connections waiting to be accepted on `port`, from a table of /proc/net/tcp; null when nothing listens there. */
export function queuedIn(table: string, port: number): number | null {
  let total: number | null = null;
  for (const line of table.split('\n').slice(1)) {
    const [, local, , state, queues] = line.trim().split(/\s+/);
    // A listening socket (0A) counts in rx_queue the connections waiting in its accept queue.
    if (state !== '0A' || !local || !queues) continue;
    if (parseInt(local.split(':')[1]!, 16) === port) total = (total ?? 0) + parseInt(queues.split(':')[1]!, 16);
  }
  return total;
}

/** Linux: the connections waiting in the kernel's accept queue on `port`; null where it cannot be read. */
function acceptQueueLength(port: number): number | null {
  const counts = ['/proc/net/tcp', '/proc/net/tcp6'].map((file) => {
    try {
      return queuedIn(readFileSync(file, 'utf8'), port);
    } catch {
      return null;
    }
  });
  return counts.every((count) => count === null) ? null : counts.reduce<number>((sum, count) => sum + (count ?? 0), 0);
}

/**
 * A shutdown that drops no request the server has received: `watchRequests` before the server
 * listens, `drain` on SIGTERM.
 *
 * What has reached the machine is not yet what the server has read. Closing the listener resets
 * the connections still in the kernel's accept queue, and `server.close()` ends every connection
 * Node counts as idle — which it does until it has parsed a request's first bytes. A busy server
 * is late on both: an upload whose first half arrived before the signal may be a connection not
 * yet accepted (Node accepts one per turn of its event loop) or bytes not yet read. So `drain`
 * first accepts the connections queued when the signal came (counted on Linux; elsewhere, while
 * turns still accept one, a second at most) and reads what came on them — counted in turns of the
 * loop, not a wait that a loaded machine outlasts — then closes the listener, waits for the
 * requests actually in flight, and ends each connection once its last answer is out (an answer
 * begun before the drain promised keep-alive).
 */
export function watchRequests(server: Server) {
  let accepted = 0;
  let inFlight = 0;
  let closing = false;
  server.on('connection', () => (accepted += 1));
  server.on('request', (_request, response) => {
    inFlight += 1;
    // A compressed stream's pipe (@fastify/compress's readable-stream) adds its own 'close'
    // listeners to the answer beside Fastify's and this one: eleven, one over Node's warning
    // threshold, on every such answer (the app shell, each export). A fixed count per answer, not
    // a leak; the warning printed hundreds of times in a browser-test run.
    response.setMaxListeners(20);
    response.once('close', () => {
      inFlight -= 1;
      // Once the parser has let go of the connection (after this callback), it is idle: end it.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    /** Requests received and not yet answered. */
    inFlight: () => inFlight,
    /**
     * Accepts and reads what reached the server before now, then runs `close` (`app.close()`:
     * the listener closed, idle connections ended) and resolves when it does — when every
     * request in flight has been answered.
     */
    async drain(close: () => Promise<void>) {
      const address = server.address();
      const queued = address && typeof address === 'object' ? acceptQueueLength(address.port) : null;
      const enough = accepted + (queued ?? Infinity);
      const until = queued === null ? performance.now() + ACCEPTING_AT_MOST_MS : Infinity;
      // To the end of the turn that delivered the signal; then turn by turn while one accepts a
      // connection, until those queued at the signal are in. A whole turn that accepts nothing
      // (its poll entirely after the count was taken) means the queue is empty, and that turn
      // read the connection the turn before it accepted.
      await nextTurn();
      for (let seen = -1; seen !== accepted && accepted < enough && performance.now() < until;) {
        seen = accepted;
        await nextTurn();
      }
      if (accepted >= enough) await nextTurn(); // the last one accepted is read in the next turn
      closing = true;
      await close();
    },
  };
}
