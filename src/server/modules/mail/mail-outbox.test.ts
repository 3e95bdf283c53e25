import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { wakeOutbox } from '../../events/outbox.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';

// Two servers, each with its own outbox worker (and, on PostgreSQL, its own connections), drain
// one outbox into one real SMTP server.
let sink: SmtpSink;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  first = await startTestServer({ SMTP_URL: sink.url, MAIL_FROM: 'first@ems.test' });
  second = await first.startSibling({ MAIL_FROM: 'second@ems.test' });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await sink?.stop();
});

const MAILS = 200;

describe('the outbox with two server processes', () => {
  it(`sends each of ${MAILS} queued mails exactly once`, async () => {
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into ${outbox} (kind, payload)
        select 'mail', jsonb_build_object('to', 'person' || n || '@example.test', 'subject', 'Mail ' || n,
          'text', 'Hello', 'topic', 'test')
        from generate_series(1, ${MAILS}) as n`);
      await wakeOutbox(tx as never);
    });
    await sink.waitFor(MAILS, { ms: 30_000 });
    // Nothing arrives twice, even a moment later.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = sink.received.map((mail) => mail.subject);
    expect(subjects).toHaveLength(MAILS);
    expect(new Set(subjects).size).toBe(MAILS);
    // Every row is marked sent (each right after its mail was accepted).
    const unsent = async () =>
      (
        await first.db
          .select({ n: sql<number>`count(*)::int` })
          .from(outbox)
          .where(sql`${outbox.status} <> 'sent'`)
      )[0]?.n;
    await expect.poll(unsent).toBe(0);
    if (first.databaseUrl) {
      // On PostgreSQL both workers took part (PGlite is one connection in one process).
      const senders = new Set(sink.received.map((mail) => /^From: (.*)$/im.exec(mail.raw)?.[1]?.trim()));
      expect(senders).toEqual(new Set(['first@ems.test', 'second@ems.test']));
    }
  });
});
