import type { Font } from 'fontkit';
import { runsOf, type FontSet, type Weight } from './payslip-fonts.js';

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** Line height as a multiple of the size. */
  leading?: number;
}

/**
 * Writes text in the payslip's fonts, each character in the first font that has it, on one
 * baseline per line (fonts of different heights would otherwise sit at different heights), and
 * wraps it at spaces — or anywhere in a word longer than the line.
 */
export class TextPainter {
  private readonly names = new Map<Font, string>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: FontSet,
  ) {
    for (const [weight, chain] of Object.entries(fonts.chains)) {
      chain.forEach((font, index) => {
        const name = `${weight}-${index}`;
        // pdfkit takes a parsed fontkit font as it takes a file (its types only list files).
        doc.registerFont(name, font as unknown as Buffer);
        this.names.set(font, name);
      });
    }
  }

  /** Width of `text` in points. */
  widthOf(text: string, size: number, weight: Weight = 'regular'): number {
    let width = 0;
    for (const run of runsOf(text, this.fonts.chains[weight])) {
      width += this.use(run.font, size).widthOfString(run.text);
    }
    return width;
  }

  /** The lines `text` takes in `width` points. */
  linesOf(text: string, width: number, size: number, weight: Weight = 'regular'): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.trim().split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.widthOf(candidate, size, weight) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      // A word wider than the line is cut where it no longer fits.
      for (const char of word) {
        if (line && this.widthOf(line + char, size, weight) > width) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  lineHeight(style: TextStyle): number {
    return style.size * (style.leading ?? 1.35);
  }

  /** Height `text` takes in `width` points. */
  heightOf(text: string, width: number, style: TextStyle): number {
    return this.linesOf(text, width, style.size, style.weight).length * this.lineHeight(style);
  }

  /** Writes `text` in a box `width` wide whose top is `y`; returns the y below it. */
  write(text: string, x: number, y: number, width: number, style: TextStyle): number {
    const weight = style.weight ?? 'regular';
    const chain = this.fonts.chains[weight];
    const lineHeight = this.lineHeight(style);
    // The first font's ascent puts the baseline where pdfkit would put it for that font alone.
    const ascent = (chain[0]!.ascent / chain[0]!.unitsPerEm) * style.size;
    const gap = (lineHeight - (style.size * (chain[0]!.ascent - chain[0]!.descent)) / chain[0]!.unitsPerEm) / 2;
    let top = y;
    this.doc.fillColor(style.color ?? '#0f172a');
    for (const line of this.linesOf(text, width, style.size, weight)) {
      const lineWidth = this.widthOf(line, style.size, weight);
      let cursor =
        style.align === 'right' ? x + width - lineWidth : style.align === 'center' ? x + (width - lineWidth) / 2 : x;
      for (const run of runsOf(line, chain)) {
        this.use(run.font, style.size).text(run.text, cursor, top + gap + ascent, {
          lineBreak: false,
          baseline: 'alphabetic',
        });
        cursor += this.doc.widthOfString(run.text);
      }
      top += lineHeight;
    }
    return top;
  }

  private use(font: Font, size: number): PDFKit.PDFDocument {
    return this.doc.font(this.names.get(font)!).fontSize(size);
  }
}
