/**
 * The look the organisation's PDFs share (payslips, the final settlement, the tax statement): A4
 * with a 48 pt margin, the ink and accent colours, the details band of who and when, and the
 * footer that says the document needs no signature. One place, so the documents stay alike.
 */
import type { TextPainter, TextStyle } from './pdf-text.js';

export const INK = '#0f172a';
export const MUTED = '#64748b';
export const RULE = '#e2e8f0';
export const BAND = '#f8fafc';
export const ACCENT = '#4338ca';
export const ACCENT_SOFT = '#eef2ff';

export const PAGE = { width: 595.28, height: 841.89, margin: 48 };
/** The width between the margins. */
export const CONTENT = PAGE.width - 2 * PAGE.margin;

const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2026-11-30' → '30 November 2026'. */
export const dayLabel = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));

/**
 * A document's head: the organisation and 'Private and confidential' on the left; on the right
 * what the document is (`kind`, in small capitals), its `title` and, smaller, a `subtitle`.
 * Returns the y below it.
 */
export function documentHeader(
  text: TextPainter,
  organisation: string,
  { kind, title, subtitle }: { kind: string; title: string; subtitle?: string },
): number {
  const left = CONTENT * 0.6;
  const top = 34;
  let leftY = text.write(organisation, PAGE.margin, top, left, { size: 18, weight: 'bold' });
  leftY = text.write('Private and confidential', PAGE.margin, leftY + 2, left, { size: 9, color: MUTED });
  const rightX = PAGE.margin + left + 12;
  const rightWidth = CONTENT - left - 12;
  let rightY = text.write(kind.toUpperCase(), rightX, top + 2, rightWidth, {
    size: 9,
    weight: 'bold',
    color: ACCENT,
    align: 'right',
  });
  rightY = text.write(title, rightX, rightY, rightWidth, { size: 15, weight: 'bold', align: 'right' });
  if (subtitle) rightY = text.write(subtitle, rightX, rightY, rightWidth, { size: 9, color: MUTED, align: 'right' });
  return Math.max(leftY, rightY);
}

/** The accent stripe along the top of a page. */
export function topStripe(doc: PDFKit.PDFDocument) {
  doc.rect(0, 0, PAGE.width, 6).fill(ACCENT);
}

/**
 * A shaded band of label–value pairs, two to a row ('Employee name' … 'Employee ID' …); returns
 * the y below it.
 */
export function detailsBand(
  doc: PDFKit.PDFDocument,
  text: TextPainter,
  rows: readonly (readonly [string, string, string, string])[],
  top: number,
): number {
  const pad = 14;
  const column = (CONTENT - 2 * pad - 24) / 2;
  const label: TextStyle = { size: 7.5, weight: 'bold', color: MUTED };
  const value: TextStyle = { size: 11 };
  const heights = rows.map(
    ([, a, , b]) =>
      text.lineHeight(label) + Math.max(text.heightOf(a, column, value), text.heightOf(b, column, value)) + 10,
  );
  const height = heights.reduce((sum, h) => sum + h, 0) + 2 * pad - 10;
  doc.roundedRect(PAGE.margin, top, CONTENT, height, 6).fillAndStroke(BAND, RULE);
  let y = top + pad;
  rows.forEach(([labelA, a, labelB, b], index) => {
    for (const [x, l, v] of [
      [PAGE.margin + pad, labelA, a],
      [PAGE.margin + pad + column + 24, labelB, b],
    ] as const) {
      const below = text.write(l.toUpperCase(), x, y, column, label);
      text.write(v, x, below, column, value);
    }
    y += heights[index]!;
  });
  return top + height;
}

/** A rule across the page at `y` (or from `x`, `width` long): a fine grey one, or a total's dark one. */
export function rule(
  doc: PDFKit.PDFDocument,
  y: number,
  { x = PAGE.margin, width = CONTENT, total = false }: { x?: number; width?: number; total?: boolean } = {},
) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(total ? 1 : 0.75)
    .stroke(total ? INK : RULE);
}

/** The footer at the foot of the page: a rule, `note` and, smaller, `detail`. */
export function pageFooter(doc: PDFKit.PDFDocument, text: TextPainter, note: string, detail: string) {
  const top = PAGE.height - PAGE.margin - 40;
  rule(doc, top);
  const centred: TextStyle = { size: 8.5, color: MUTED, align: 'center' };
  const below = text.write(note, PAGE.margin, top + 10, CONTENT, centred);
  text.write(detail, PAGE.margin, below + 2, CONTENT, { ...centred, size: 7 });
}

/**
 * A two-column table (item, amount) with a shaded head and a total row; `rows` shorter than
 * `minRows` get blank lines. Returns the y below it.
 */
export function amountTable(
  doc: PDFKit.PDFDocument,
  text: TextPainter,
  x: number,
  top: number,
  width: number,
  title: string,
  rows: [string, string][],
  total: [string, string],
  minRows = rows.length,
  amountWidth = 120,
): number {
  const pad = 10;
  const rowHeight = 26;
  const cell = (label: string, amount: string, y: number, style: TextStyle) => {
    text.write(label, x + pad, y + 7, width - amountWidth - 2 * pad, style);
    text.write(amount, x + width - amountWidth - pad, y + 7, amountWidth, { ...style, align: 'right' });
  };
  doc.rect(x, top, width, rowHeight).fill(ACCENT_SOFT);
  cell(title.toUpperCase(), 'AMOUNT', top + 1, { size: 8, weight: 'bold', color: ACCENT });
  let y = top + rowHeight;
  for (let index = 0; index < Math.max(rows.length, minRows); index++) {
    const row = rows[index];
    if (row) cell(row[0], row[1], y, { size: 10.5 });
    y += rowHeight;
    rule(doc, y, { x, width });
  }
  cell(total[0], total[1], y + 1, { size: 10.5, weight: 'bold' });
  y += rowHeight;
  rule(doc, y, { x, width, total: true });
  return y;
}
