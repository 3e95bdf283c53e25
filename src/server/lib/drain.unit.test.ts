import { describe, expect, it } from 'vitest';
import { queuedIn } from './drain.js';

// Two lines of /proc/net/tcp: port 3000 (0x0BB8) listening with 12 connections queued, and an
// established connection from it (its queue is bytes, not connections).
const TABLE = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000:0BB8 00000000:0000 0A 00000000:0000000C 00:00000000 00000000     0        0 1215 1 0000000092d1f5dd 100 0 0 10 0
   1: 0100007F:0BB8 0100007F:D2F0 01 00000000:00000200 00:00000000 00000000     0        0 7004 1 0000000099336a41 20 4 30 10 -1
`;

describe('queuedIn', () => {
  it('reads the accept queue of the socket listening on the port', () => {
    expect(queuedIn(TABLE, 3000)).toBe(12);
  });

  it('is null for a port nothing listens on', () => {
    expect(queuedIn(TABLE, 3001)).toBeNull();
  });
});
