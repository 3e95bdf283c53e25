import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type Mailer = (mail: Mail) => Promise<void>;

/** Sends through SMTP when `SMTP_URL` is set; otherwise writes the mail to the server log. */
export function createMailer(
  options: { smtpUrl?: string | undefined; from: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!options.smtpUrl) {
    return async (mail) => {
      log.info({ mail }, `mail to ${mail.to} (SMTP_URL not set, logged instead): ${mail.subject}`);
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from: options.from, ...mail });
  };
}
