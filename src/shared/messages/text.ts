/** Messages of the text rules (shared/text.ts): `what` names the field in the plural, 'Names', 'Reasons'. */
export const TEXT_MSG = {
  oneLine: (what: string) => `${what} cannot contain line breaks or control characters.`,
  plain: (what: string) => `${what} cannot contain tabs or other control characters.`,
} as const;
