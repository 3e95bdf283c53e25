import { INVITATION_DAYS } from '../constants.js';

/** Messages of importing employees from a file (the row checks are Add Employee's own). */
export const EMPLOYEE_IMPORT_MSG = {
  repeatedEmail: (source: string) => `The same email is already on ${source}.`,
  repeatedId: (source: string) => `The same employee ID is already on ${source}.`,
  repeatedPhone: (source: string) => `The same phone number is already on ${source}.`,
  ready: (count: number) =>
    count === 1 ? 'The person in the file can be imported.' : `All ${count} people in the file can be imported.`,
  byMail: 'Each of them gets an email with a link to set their password.',
  byLinks:
    'No mail is set up, so each person’s set-password link is shown to you once, after the import, for you to pass on.',
  imported: (count: number) => (count === 1 ? '1 employee imported.' : `${count} employees imported.`),
  importFailed: 'Failed to import the employees',
  changedMeanwhile:
    'Someone else added one of these people while the file was being imported. Nothing was imported: check the file again.',
  linksTitle: 'Set-password links',
  linksShownOnce: `Copy these links now and give each person theirs. They are shown only this once: EMS Panel keeps no copy. Each works once, for ${INVITATION_DAYS} days.`,
  invitationSubject: 'You have been invited to EMS Panel',
  invitationInvalid:
    'This invitation link is invalid or has expired. Use Forgot password on the sign-in page for a new link, or ask your administrator to set a password for you.',
  passwordSet: 'Your password is set. Please sign in.',
} as const;
