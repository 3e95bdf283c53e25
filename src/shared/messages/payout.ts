/** What leaves payroll (issue 29, item 5): bank details, the bank file, the register, mailed payslips. */

/** The columns a bank file may hold, as the settings and the file's header name them. */
export const BANK_COLUMNS = [
  'employeeCode',
  'name',
  'accountName',
  'accountNumber',
  'routingCode',
  'bankName',
  'amount',
  'payDate',
  'reference',
] as const;
export type BankColumn = (typeof BANK_COLUMNS)[number];

export const BANK_COLUMN_LABELS: Record<BankColumn, string> = {
  employeeCode: 'Employee ID',
  name: 'Name',
  accountName: 'Account name',
  accountNumber: 'Account number',
  routingCode: 'Routing code',
  bankName: 'Bank',
  amount: 'Amount',
  payDate: 'Pay date',
  reference: 'Reference',
};

export const BANK_DELIMITERS = [',', ';', '\t', '|'] as const;
export type BankDelimiter = (typeof BANK_DELIMITERS)[number];
export const BANK_DELIMITER_LABELS: Record<BankDelimiter, string> = {
  ',': 'Comma',
  ';': 'Semicolon',
  '\t': 'Tab',
  '|': 'Vertical bar',
};

/** The password rule of protected payslip PDFs, as the screens say it. */
export const PAYSLIP_PASSWORD_RULE =
  'The employee ID followed by the date of birth as DDMMYYYY (for EMP-7 born 5 March 1990: EMP-705031990).';

export const PAYOUT_MSG = {
  bankNameRequired: 'Enter the bank’s name.',
  routingRequired: 'Enter the branch’s routing code.',
  routingInvalid: 'A routing code is 3 to 20 letters, digits, spaces or dashes.',
  accountNameRequired: 'Enter the name on the account.',
  accountNumberInvalid: 'An account number is 4 to 34 letters or digits (spaces and dashes are left out).',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  bankSaved: 'Bank details saved.',
  bankUnchanged: 'Nothing changed: the bank details are as they were.',
  employeeNotFound: 'Employee not found.',
  columnsRequired: 'Choose at least one column.',
  columnsRepeated: 'A column can be chosen once.',
  amountRequired: 'The bank file needs the Amount column.',
  delimiterInvalid: 'Choose comma, semicolon, tab or vertical bar.',
  settingsSaved: 'Payout settings saved.',
  settingsUnchanged: 'Nothing changed: the payout settings are as they were.',
  notPosted: 'Post the payroll run first: a draft is not paid.',
  missingBank: (count: number, names: string) =>
    `${count === 1 ? '1 person has' : `${count} people have`} no bank details: ${names}. Enter them on the person, then download the bank file.`,
  mailQueued: (count: number) => (count === 1 ? '1 payslip queued for mail.' : `${count} payslips queued for mail.`),
  mailNothing: 'Every payslip of this run was mailed already. Choose “Send again” to mail them once more.',
  mailSubject: (organisation: string, month: string) => `${organisation}: your payslip for ${month}`,
  bonusMailSubject: (organisation: string, bonus: string) => `${organisation}: your ${bonus} bonus payslip`,
  bonusMailText: (name: string, bonus: string, protectedPdf: boolean) =>
    `Dear ${name},\n\nYour ${bonus} bonus payslip is attached.` +
    (protectedPdf ? `\n\nThe PDF is protected. ${PAYSLIP_PASSWORD_RULE}` : '') +
    '\n\nThis message was sent by EMS Panel.',
  mailText: (name: string, month: string, protectedPdf: boolean) =>
    `Dear ${name},\n\nYour payslip for ${month} is attached.` +
    (protectedPdf ? `\n\nThe PDF is protected. ${PAYSLIP_PASSWORD_RULE}` : '') +
    '\n\nThis message was sent by EMS Panel.',
};
