/** Outgoing mail and the mail setting: messages of the API and the screens. */
export const MAIL_MSG = {
  notFound: 'Message not found. It may have been deleted after a month.',
  notFailed: 'Only a failed message can be retried; this one is already queued or sent.',
  retried: 'Message queued again: it is sent within a few seconds.',
  retriedAll: (count: number) =>
    count === 0
      ? 'No failed messages to retry.'
      : `${count} failed ${count === 1 ? 'message' : 'messages'} queued again.`,
  retryFailed: 'Failed to retry the message',
  loadFailed: 'Failed to load the outgoing mail',
  preferenceOn: 'You will get mail about leave and announcements.',
  preferenceOff: 'You will no longer get mail about leave and announcements.',
  loggedOnly:
    'No mail server is set (SMTP_URL), so nobody receives these messages: each is only written to the server’s log.',
  preferenceFailed: 'Failed to save your mail setting',
} as const;
