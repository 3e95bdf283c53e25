import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMail {
  to: string;
  subject: string;
  /** The whole message as received (headers and body). */
  raw: string;
  /** The body, quoted-printable decoded. */
  text: string;
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps what it receives. `stop`
 * and `start` again on the same port play a mail server that goes down and comes back.
 */
export interface SmtpSink {
  port: number;
  url: string;
  received: SinkMail[];
  /** Every mail received, kept or not (see `keep`); `reset` sets it back to 0. */
  readonly count: number;
  /** Forgets the mails received so far (the count too). */
  reset(): void;
  /** Mails whose To is `to` (case-insensitive). */
  to(to: string): SinkMail[];
  /** Waits until `count` mails arrived (to `to`, when given); fails after `ms`. */
  waitFor(count: number, options?: { to?: string; ms?: number }): Promise<SinkMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim() ?? '';

/**
 * `keep`: how many mails to keep whole; the rest are only counted, as a mail server far away
 * costs the sender nothing beyond the bytes (a benchmark mailing 10,000 payslips keeps one:
 * keeping them all took 1 GB and two fifths of a core).
 */
export async function startSmtpSink(port = 0, { keep = Infinity }: { keep?: number } = {}): Promise<SmtpSink> {
  const received: SinkMail[] = [];
  let count = 0;
  let server: SMTPServer | null = null;
  let boundPort = port;

  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Stopping drops open connections at once, as a server that goes down would.
      closeTimeout: 50,
      onData(stream, _session, callback) {
        if (received.length >= keep) {
          stream.resume();
          stream.on('end', () => {
            count += 1;
            callback();
          });
          return;
        }
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const body = raw
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n\n');
          const text = /quoted-printable/i.test(header(raw, 'Content-Transfer-Encoding'))
            ? decodeQuotedPrintable(body)
            : body;
          received.push({ to: header(raw, 'To'), subject: header(raw, 'Subject'), raw, text });
          count += 1;
          callback();
        });
      },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (listening.server.address() as AddressInfo).port;
  };
  await start();

  const sink: SmtpSink = {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    received,
    get count() {
      return count;
    },
    reset() {
      received.length = 0;
      count = 0;
    },
    to: (to) => received.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()),
    async waitFor(count, { to, ms = 10_000 } = {}) {
      const deadline = Date.now() + ms;
      for (;;) {
        const mails = to ? sink.to(to) : received;
        if (mails.length >= count) return mails;
        if (Date.now() > deadline)
          throw new Error(`${mails.length} of ${count} mails${to ? ` to ${to}` : ''} within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start,
  };
  return sink;
}
