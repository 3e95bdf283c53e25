import PDFDocument from 'pdfkit';
import { amountInWords } from '#shared/amount-in-words.js';
import type { SalaryType } from '#shared/constants.js';
import { formatAmount } from '#shared/currency.js';
import { monthNameOf } from '#shared/dates.js';
import { lineLabel } from '#shared/messages/salary-structures.js';
import type { PayLine } from '#shared/pay-lines.js';
import { payslipFonts } from './payslip-fonts.js';
import {
  ACCENT,
  ACCENT_SOFT,
  amountTable as table,
  CONTENT,
  dayLabel,
  detailsBand,
  documentHeader,
  MUTED,
  PAGE,
  pageFooter,
  topStripe,
} from './pdf-layout.js';
import { TextPainter, type TextStyle } from './pdf-text.js';

/** What a payslip shows: one salary record with its person, as the database has them now. */
export interface Payslip {
  /** The salary record's id (the slip's reference). */
  id: string;
  name: string;
  employeeCode: string;
  department: string | null;
  designation: string;
  payDate: string;
  type: SalaryType;
  basicCents: number;
  allowanceCents: number;
  deductionsCents: number;
  netCents: number;
  /** The lines of a payslip paid from a salary structure (components, arrears); empty otherwise. */
  lines?: readonly PayLine[];
  /** What it pays when not the month's salary ('Festival bonus — Eid-ul-Adha 2026'); null: its type says. */
  title?: string | null;
}

/** What a payslip worker is asked to make (payslip-render.ts). */
export interface RenderTask {
  slip: Payslip;
  settings: PayslipSettings;
  password?: string;
}

export interface PayslipSettings {
  organisation: string;
  currency: string;
  /** The organisation's today (YYYY-MM-DD): the day the slip was generated. */
  today: string;
}

const TYPE_TITLES: Record<SalaryType, string> = {
  regular: 'Payslip',
  bonus: 'Bonus payslip',
  adjustment: 'Adjustment payslip',
  settlement: 'Final settlement',
};
const TYPE_NOTES: Record<SalaryType, string | null> = {
  regular: null,
  bonus: 'A bonus paid in addition to the regular salary of the month.',
  adjustment: 'An adjustment paid in addition to the regular salary of the month.',
  settlement:
    'Paid on leaving: the final month’s pay, leave encashed and recoveries. HR has the statement line by line.',
};
const FIRST_EARNING: Record<SalaryType, string> = {
  regular: 'Basic salary',
  bonus: 'Bonus',
  adjustment: 'Adjustment',
  settlement: 'Final month’s salary',
};

/** 'Payslip', 'Bonus payslip', or the slip's own title ('Festival bonus — Eid-ul-Adha 2026'). */
const titleOf = (slip: Pick<Payslip, 'type' | 'title'>) => slip.title ?? TYPE_TITLES[slip.type];

/** The period a slip is for: its pay month, 'November 2026'. */
export const periodOf = (slip: Pick<Payslip, 'payDate'>) => monthNameOf(slip.payDate);

/**
 * One payslip as an A4 PDF, streamed: pipe the returned document (it is already ended). Text is in
 * embedded Noto fonts, so the currency sign and every name are real text a reader can copy.
 */
export function renderPayslip(
  slip: Payslip,
  settings: PayslipSettings,
  options: { password?: string } = {},
): PDFKit.PDFDocument {
  const fonts = payslipFonts();
  const period = periodOf(slip);
  // A password encrypts the file (AES-128, PDF 1.6): it opens only with the password, and may be printed.
  const lock = options.password
    ? {
        userPassword: options.password,
        pdfVersion: '1.6' as const,
        permissions: { printing: 'highResolution' as const },
      }
    : {};
  const doc = new PDFDocument({
    ...lock,
    size: 'A4',
    margin: PAGE.margin,
    // No font at the start: the standard Helvetica would be loaded (and parsed) for nothing, and
    // the body font given here would be compared with its registered name (pdfkit serialises
    // both fonts' name tables to do so: an eighth of a payslip's time). TextPainter sets each run's.
    font: null as unknown as string,
    info: {
      Title: `${titleOf(slip)} — ${slip.name} — ${period}`,
      Author: settings.organisation,
      Subject: `${titleOf(slip)} for ${period}`,
      Creator: 'EMS Panel',
    },
  });
  const text = new TextPainter(doc, fonts);
  const money = (cents: number) => formatAmount(cents, settings.currency);

  topStripe(doc);
  let y = documentHeader(text, settings.organisation, { kind: titleOf(slip), title: period });
  y = details(doc, text, slip, period, y + 20);
  y = earningsAndDeductions(doc, text, slip, money, y + 22);
  y = netPay(doc, text, slip, settings, money, y + 22);
  y = employerShares(text, slip, money, y);
  const note = TYPE_NOTES[slip.type];
  if (note) text.write(note, PAGE.margin, y + 14, CONTENT, { size: 9, color: MUTED });
  footer(doc, text, slip, settings);
  doc.end();
  return doc;
}

/** The whole PDF of `renderPayslip` as bytes. */
export async function pdfBytes(
  slip: Payslip,
  settings: PayslipSettings,
  options: { password?: string } = {},
): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of renderPayslip(slip, settings, options)) parts.push(part as Uint8Array);
  return Buffer.concat(parts);
}

function details(doc: PDFKit.PDFDocument, text: TextPainter, slip: Payslip, period: string, top: number): number {
  return detailsBand(
    doc,
    text,
    [
      ['Employee name', slip.name, 'Employee ID', slip.employeeCode],
      ['Department', slip.department ?? 'No department', 'Designation', slip.designation],
      ['Pay period', period, 'Pay date', dayLabel(slip.payDate)],
    ],
    top,
  );
}

function earningsAndDeductions(
  doc: PDFKit.PDFDocument,
  text: TextPainter,
  slip: Payslip,
  money: (cents: number) => string,
  top: number,
): number {
  const gutter = 16;
  const width = (CONTENT - gutter) / 2;
  const { earnings, deductions } = slip.lines?.length
    ? itemsOf(slip.lines, money)
    : {
        earnings: [
          [FIRST_EARNING[slip.type], money(slip.basicCents)],
          ['Allowance', money(slip.allowanceCents)],
        ] as [string, string][],
        deductions: [['Deductions', money(slip.deductionsCents)]] as [string, string][],
      };
  const totals = {
    earnings: ['Total earnings', money(slip.basicCents + slip.allowanceCents)] as [string, string],
    deductions: ['Total deductions', money(slip.deductionsCents)] as [string, string],
  };
  const bottoms = [
    table(doc, text, PAGE.margin, top, width, 'Earnings', earnings, totals.earnings),
    table(doc, text, PAGE.margin + width + gutter, top, width, 'Deductions', deductions, totals.deductions, 2),
  ];
  return Math.max(...bottoms);
}

/** What the employer paid beside the pay (the provident fund's employer share), under the net: not part of it. */
function employerShares(text: TextPainter, slip: Payslip, money: (cents: number) => string, top: number): number {
  const shares = (slip.lines ?? []).filter((line) => line.side === 'employer' && line.cents !== 0);
  if (!shares.length) return top;
  const list = shares.map((line) => `${lineLabel(line)} ${money(line.cents)}`).join(' · ');
  return text.write(`Paid by the employer besides your pay (not in the net): ${list}`, PAGE.margin, top + 14, CONTENT, {
    size: 9.5,
  });
}

/** A structure's lines as the two tables' items; a negative adjustment shows with a minus sign. */
function itemsOf(lines: readonly PayLine[], money: (cents: number) => string) {
  const item = (line: PayLine): [string, string] => [
    lineLabel(line),
    line.cents < 0 ? `−${money(-line.cents)}` : money(line.cents),
  ];
  return {
    earnings: lines.filter((line) => line.side === 'earning').map(item),
    deductions: lines.filter((line) => line.side === 'deduction').map(item),
  };
}

function netPay(
  doc: PDFKit.PDFDocument,
  text: TextPainter,
  slip: Payslip,
  settings: PayslipSettings,
  money: (cents: number) => string,
  top: number,
): number {
  const pad = 16;
  const inner = CONTENT - 2 * pad;
  const words = amountInWords(slip.netCents, settings.currency);
  const wordsStyle: TextStyle = { size: 10.5, weight: 'bold' };
  const height = pad + 34 + 12 + 14 + text.heightOf(words, inner, wordsStyle) + pad;
  doc.roundedRect(PAGE.margin, top, CONTENT, height, 6).fillAndStroke(ACCENT_SOFT, ACCENT);
  const x = PAGE.margin + pad;
  text.write('Net pay', x, top + pad, inner / 2, { size: 13, weight: 'bold', color: ACCENT });
  text.write('Total earnings − total deductions', x, top + pad + 19, inner / 2, { size: 8.5, color: MUTED });
  text.write(money(slip.netCents), x + inner / 2, top + pad + 2, inner / 2, {
    size: 22,
    weight: 'bold',
    color: ACCENT,
    align: 'right',
  });
  const ruleY = top + pad + 34 + 6;
  doc
    .moveTo(x, ruleY)
    .lineTo(x + inner, ruleY)
    .lineWidth(0.75)
    .stroke('#c7d2fe');
  const below = text.write('AMOUNT IN WORDS', x, ruleY + 6, inner, { size: 7.5, weight: 'bold', color: MUTED });
  text.write(words, x, below, inner, wordsStyle);
  return top + height;
}

function footer(doc: PDFKit.PDFDocument, text: TextPainter, slip: Payslip, settings: PayslipSettings) {
  pageFooter(
    doc,
    text,
    'This is a computer-generated payslip and needs no signature.',
    `${settings.organisation} · generated by EMS Panel on ${dayLabel(settings.today)} · reference ${slip.id}`,
  );
}
