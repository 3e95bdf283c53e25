/**
 * Invitations: a person added without a password (an import) sets their first one from a link.
 * It is the password-reset machinery — a random token of which only the SHA-256 is stored, used
 * once, every other link of the person ended with it — with a longer life and its own page
 * ('Set your password'). Until the link is used the account has no password and cannot sign in.
 */
import { INVITATION_DAYS } from '#shared/constants.js';
import { EMPLOYEE_IMPORT_MSG } from '#shared/messages/employee-import.js';
import { paths } from '#shared/paths.js';
import { generateToken, hashToken } from '../../auth/tokens.js';
import type { Tx } from '../../db/client.js';
import { outbox, passwordResetTokens } from '../../db/schema/index.js';
import { type QueuedMail, wakeOutbox } from '../../events/outbox.js';

export interface Invitee {
  userId: string;
  name: string;
  email: string;
}

export interface Invitation extends Invitee {
  /** The set-password link with its token: mailed, or shown once; never stored. */
  link: string;
}

/**
 * Rows per INSERT. Drizzle builds each on the event loop: 2,000 rows held it 65–150 ms per batch
 * during an import of 10,000 people on a busy machine, delaying every other request as long.
 */
const BATCH = 500;

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${paths.setPassword}?token=${token}`;
}

function invitationMail(invitation: Invitation, inviter: string): QueuedMail {
  return {
    topic: 'invitation',
    to: invitation.email,
    subject: EMPLOYEE_IMPORT_MSG.invitationSubject,
    text: [
      `Hello ${invitation.name},`,
      '',
      `${inviter} added you to EMS Panel. Set your password with the link below; it works once, for ${INVITATION_DAYS} days:`,
      invitation.link,
      '',
      `Then sign in with this email address (${invitation.email}). If the link has expired, use "Forgot password" on the sign-in page.`,
    ].join('\n'),
  };
}

/**
 * Makes a set-password link for each invitee, inside the transaction that creates them (a link
 * exists if and only if its account does). With `mail`, each link goes out through the outbox
 * in the same transaction; without, the links are returned for the caller to show once.
 */
export async function invite(
  tx: Tx,
  invitees: readonly Invitee[],
  options: { publicUrl: string; mail: boolean; inviter: string },
): Promise<Invitation[]> {
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  const invitations: Invitation[] = [];
  for (let start = 0; start < invitees.length; start += BATCH) {
    const batch = invitees.slice(start, start + BATCH).map((invitee) => ({ invitee, token: generateToken() }));
    await tx
      .insert(passwordResetTokens)
      .values(batch.map(({ invitee, token }) => ({ userId: invitee.userId, tokenHash: hashToken(token), expiresAt })));
    const made = batch.map(({ invitee, token }) => ({ ...invitee, link: invitationLink(options.publicUrl, token) }));
    if (options.mail) {
      await tx
        .insert(outbox)
        .values(made.map((invitation) => ({ kind: 'mail', payload: invitationMail(invitation, options.inviter) })));
    }
    invitations.push(...made);
  }
  if (options.mail && invitations.length) await wakeOutbox(tx);
  return invitations;
}
