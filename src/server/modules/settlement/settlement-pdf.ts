/**
 * A finalised settlement as an A4 PDF statement: who, the final month and the basis, every line
 * with its arithmetic, the totals and the net in figures and words — in the payslips' fonts.
 */
import PDFDocument from 'pdfkit';
import { amountInWords } from '#shared/amount-in-words.js';
import { formatAmount } from '#shared/currency.js';
import { PAYROLL_BASIS_LABELS } from '#shared/messages/payroll.js';
import type { SettlementJson } from '#shared/schemas/settlement.js';
import {
  ACCENT,
  ACCENT_SOFT,
  CONTENT,
  dayLabel,
  MUTED,
  PAGE,
  payslipFonts,
  rule,
  TextPainter,
  topStripe,
  type TextStyle,
} from '../payslips/index.js';

export interface StatementSettings {
  organisation: string;
  currency: string;
  today: string;
}

const AMOUNT = 110;

const centsOf = (amount: number) => Math.round(amount * 100);

/** 'final-settlement_E007_2026-11-12.pdf'. */
export const statementFileName = (settlement: SettlementJson) =>
  `final-settlement_${settlement.statement.employee.employeeCode.replace(/[^\w-]/g, '')}_${settlement.statement.employee.lastWorkingDay}.pdf`;

export function renderStatement(settlement: SettlementJson, settings: StatementSettings): PDFKit.PDFDocument {
  const { statement } = settlement;
  const fonts = payslipFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    font: fonts.chains.regular[0] as unknown as string,
    info: {
      Title: `Final settlement — ${statement.employee.name}`,
      Author: settings.organisation,
      Creator: 'EMS Panel',
    },
  });
  const text = new TextPainter(doc, fonts);
  const money = (amount: number) =>
    amount < 0
      ? `−${formatAmount(-centsOf(amount), settings.currency)}`
      : formatAmount(centsOf(amount), settings.currency);
  topStripe(doc);
  let y = text.write(settings.organisation, PAGE.margin, 34, CONTENT * 0.6, { size: 18, weight: 'bold' });
  text.write('FINAL SETTLEMENT', PAGE.margin, 36, CONTENT, { size: 9, weight: 'bold', color: ACCENT, align: 'right' });
  text.write(statement.employee.name, PAGE.margin, 50, CONTENT, { size: 14, weight: 'bold', align: 'right' });
  y = details(text, settlement, Math.max(y, 70) + 16);
  y = lines(doc, text, settlement, money, y + 18);
  net(doc, text, settlement, settings, money, y + 18);
  footer(doc, text, settlement, settings);
  doc.end();
  return doc;
}

function details(text: TextPainter, settlement: SettlementJson, top: number) {
  const { statement } = settlement;
  const { employee } = statement;
  const rows: [string, string][] = [
    ['Employee ID', employee.employeeCode],
    ['Department · designation', `${employee.department ?? 'No department'} · ${employee.designation}`],
    ['Joined · last working day', `${dayLabel(employee.hireDate)} · ${dayLabel(employee.lastWorkingDay)}`],
    [
      'Pay basis',
      `${PAYROLL_BASIS_LABELS[statement.basis]}: ${statement.basisDays} days in ${statement.monthName}; a day is the monthly basic ${formatAmount(centsOf(statement.monthlyBasic), '')} ÷ ${statement.basisDays}`,
    ],
    [
      'Final month',
      statement.paidOn ? `Paid already (payslip of ${dayLabel(statement.paidOn)})` : 'Paid in this settlement',
    ],
    ['Finalised', `${dayLabel(settlement.finalisedAt!.slice(0, 10))} by ${settlement.finalisedBy ?? 'someone'}`],
  ];
  let y = top;
  const label: TextStyle = { size: 8, weight: 'bold', color: MUTED };
  for (const [name, value] of rows) {
    text.write(name.toUpperCase(), PAGE.margin, y + 1, 150, label);
    y = text.write(value, PAGE.margin + 160, y, CONTENT - 160, { size: 10 }) + 5;
  }
  return y;
}

function lines(
  doc: PDFKit.PDFDocument,
  text: TextPainter,
  settlement: SettlementJson,
  money: (amount: number) => string,
  top: number,
) {
  const { statement } = settlement;
  const width = CONTENT - AMOUNT - 20;
  doc.rect(PAGE.margin, top, CONTENT, 24).fill(ACCENT_SOFT);
  text.write('LINE AND ARITHMETIC', PAGE.margin + 10, top + 8, width, { size: 8, weight: 'bold', color: ACCENT });
  text.write('AMOUNT', PAGE.margin + CONTENT - AMOUNT - 10, top + 8, AMOUNT, {
    size: 8,
    weight: 'bold',
    color: ACCENT,
    align: 'right',
  });
  let y = top + 24;
  for (const line of statement.lines) {
    const signed = line.side === 'deduction' ? -line.amount : line.amount;
    text.write(money(signed), PAGE.margin + CONTENT - AMOUNT - 10, y + 7, AMOUNT, { size: 10.5, align: 'right' });
    const below = text.write(line.label, PAGE.margin + 10, y + 7, width, { size: 10.5, weight: 'bold' });
    y = text.write(line.detail, PAGE.margin + 10, below + 1, width, { size: 9, color: MUTED }) + 7;
    rule(doc, y);
  }
  for (const [name, value] of [
    ['Total earnings', statement.earnings],
    ['Total deductions', -statement.deductions],
  ] as const) {
    text.write(name, PAGE.margin + 10, y + 7, width, { size: 10.5, weight: 'bold' });
    text.write(money(value), PAGE.margin + CONTENT - AMOUNT - 10, y + 7, AMOUNT, {
      size: 10.5,
      weight: 'bold',
      align: 'right',
    });
    y += 24;
  }
  rule(doc, y, { total: true });
  return y;
}

function net(
  doc: PDFKit.PDFDocument,
  text: TextPainter,
  settlement: SettlementJson,
  settings: StatementSettings,
  money: (amount: number) => string,
  top: number,
) {
  const inner = CONTENT - 32;
  const words = amountInWords(centsOf(settlement.statement.net), settings.currency);
  const height = 16 + 34 + 12 + text.heightOf(words, inner, { size: 10.5, weight: 'bold' }) + 16;
  doc.roundedRect(PAGE.margin, top, CONTENT, height, 6).fillAndStroke(ACCENT_SOFT, ACCENT);
  const x = PAGE.margin + 16;
  text.write('Net settlement', x, top + 16, inner / 2, { size: 13, weight: 'bold', color: ACCENT });
  text.write(money(settlement.statement.net), x + inner / 2, top + 18, inner / 2, {
    size: 20,
    weight: 'bold',
    color: ACCENT,
    align: 'right',
  });
  text.write(words, x, top + 16 + 34 + 6, inner, { size: 10.5, weight: 'bold' });
  return top + height;
}

function footer(doc: PDFKit.PDFDocument, text: TextPainter, settlement: SettlementJson, settings: StatementSettings) {
  const top = PAGE.height - PAGE.margin - 30;
  rule(doc, top);
  text.write(
    `${settings.organisation} · generated by EMS Panel on ${dayLabel(settings.today)} · payslip ${settlement.salaryId}`,
    PAGE.margin,
    top + 10,
    CONTENT,
    { size: 7.5, color: MUTED, align: 'center' },
  );
}
