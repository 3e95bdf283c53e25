import { dayCount } from './leave.js';

/** Messages of loading opening balances from a file (a go-live's balances from the old system). */
export const OPENING_MSG = {
  employeeRequired: 'Enter the employee ID.',
  employeeUnknown: (code: string) => `Nobody has the employee ID ${code}.`,
  employeeLeft: (day: string) => `This person left on ${day}.`,
  typeRequired: 'Enter the leave type.',
  typeUnknown: (name: string) => `There is no leave type called ${name}.`,
  typeRetired: (name: string) => `${name} is retired: it takes no new balances.`,
  available: 'Enter the days available as a number in half days, from -366 to 366.',
  noNegative: (type: string) => `${type} cannot go below 0 days.`,
  repeated: (source: string) => `This person’s balance of this type is already on ${source}.`,
  ready: (changes: number, year: number) =>
    changes === 1
      ? `1 balance of ${year} will change; the other rows already have these days.`
      : `${changes} balances of ${year} will change; the other rows already have these days.`,
  nothingChanges: (year: number) => `Every balance in the file already has these days in ${year}: nothing to load.`,
  loaded: (changes: number, year: number) =>
    `Opening balances loaded: ${changes === 1 ? '1 balance' : `${changes} balances`} of ${year} changed.`,
  loadFailed: 'Failed to load the opening balances',
  change: (days: number) => (days > 0 ? `+${dayCount(days)}` : days < 0 ? `−${dayCount(-days)}` : 'No change'),
} as const;
