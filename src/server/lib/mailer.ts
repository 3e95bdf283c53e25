import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type Mailer = (mail: Mail) => Promise<void>;

/** Sends through SMTP when `SMTP_URL` is set; otherwise writes the mail to the server log. */
export function createMailer(options: { smtpUrl?: string | undefined; from: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    return async (mail) => {
      log.info({ mail }, `mail to ${mail.to} (SMTP_URL not set, logged instead): ${mail.subject}`);
    };
  }
  // Loaded with the first mail: a server without SMTP (or before its first mail) starts faster.
  const smtpUrl = options.smtpUrl;
  let transport: Promise<Transporter> | undefined;
  return async (mail) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    await (await transport).sendMail({ from: options.from, ...mail });
  };
}
