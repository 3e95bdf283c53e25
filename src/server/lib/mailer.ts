import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface MailFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailFile[];
}

/** Sends one mail (resolves once the server accepted it); `close` ends its open connections. */
export type Mailer = ((mail: Mail) => Promise<void>) & { close?: () => Promise<void> };

/**
 * What the SMTP connection may take at most, so that a hung server fails a send well inside the
 * outbox's lease (events/outbox.ts) instead of outliving it. A URL's own values win.
 */
const SMTP_DEFAULTS = { pool: 'true', connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '20000' };

/** The SMTP URL with the defaults above added where it does not set them. */
export function smtpUrlWithDefaults(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_DEFAULTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

/** Sends through SMTP when `SMTP_URL` is set; otherwise writes the mail to the server log. */
export function createMailer(options: { smtpUrl?: string | undefined; from: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    return async ({ attachments, ...mail }) => {
      // The files are named, not written out: a payslip does not belong in a log.
      const files = attachments?.map((file) => `${file.filename} (${file.content.length} bytes)`);
      log.info(
        { mail: { ...mail, attachments: files } },
        `mail to ${mail.to} (SMTP_URL not set, logged instead): ${mail.subject}`,
      );
    };
  }
  // Loaded with the first mail: a server without SMTP (or before its first mail) starts faster.
  const smtpUrl = smtpUrlWithDefaults(options.smtpUrl);
  let transport: Promise<Transporter> | undefined;
  const send: Mailer = async (mail) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    await (await transport).sendMail({ from: options.from, ...mail });
  };
  send.close = async () => (await transport)?.close();
  return send;
}
