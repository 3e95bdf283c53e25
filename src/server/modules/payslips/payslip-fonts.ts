import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';

/**
 * The payslip's fonts, from npm packages (so a fresh `npm ci` has them): Noto Sans for Latin,
 * Greek, Cyrillic and the currency signs (₹ € £ $ …), then Noto Sans Bengali for what Noto Sans
 * lacks (৳ and Bengali names). PDF's standard Helvetica has no ₹. Each is parsed once per process
 * and shared by every document: parsing per payslip cost 50 ms of the 60 a payslip took.
 */
const require = createRequire(import.meta.url);
const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  bengali: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff',
  bengaliBold: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff',
} as const;

export type Weight = 'regular' | 'bold';

export interface FontSet {
  /** Fonts in the order they are tried for a character, per weight. */
  chains: Record<Weight, fontkit.Font[]>;
}

/**
 * A WOFF file as the plain TrueType/OpenType file it wraps. fontkit reads WOFF, but inflates a
 * table again on every glyph it reads from it; a plain file is read in place.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF': already plain
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Texts whose shaping each font keeps: a payslip's labels, and names and amounts that repeat. */
const LAYOUTS_KEPT = 5_000;

/**
 * The font with its shaped texts kept across documents. Shaping (OpenType lookups) was about half
 * of a payslip's time, and pdfkit keeps what it shaped for one document only; most of a payslip's
 * texts are the same in every one. pdfkit scales the positions of the run it is given in place,
 * so each caller gets its own copy of them (the glyphs it only reads).
 */
function keepingLayouts(font: fontkit.Font): fontkit.Font {
  const shape = font.layout.bind(font);
  const kept = new Map<string, fontkit.GlyphRun>();
  const copyOf = (run: fontkit.GlyphRun): fontkit.GlyphRun =>
    Object.assign(Object.create(Object.getPrototypeOf(run) as object) as fontkit.GlyphRun, run, {
      positions: run.positions.map((position) => ({ ...position })),
    });
  font.layout = (text, ...options) => {
    if (options.some((option) => option !== undefined)) return shape(text, ...options);
    let run = kept.get(text);
    if (!run) {
      run = shape(text);
      if (kept.size >= LAYOUTS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(text, run);
    }
    return copyOf(run);
  };
  return font;
}

function load(specifier: string): fontkit.Font {
  const font = fontkit.create(sfntOfWoff(readFileSync(require.resolve(specifier))));
  if (!('layout' in font)) throw new Error(`${specifier} is a font collection, not a font`);
  return keepingLayouts(font);
}

let fonts: FontSet | undefined;

/** The fonts, read on first use. */
export function payslipFonts(): FontSet {
  fonts ??= {
    chains: {
      regular: [load(FILES.regular), load(FILES.bengali)],
      bold: [load(FILES.bold), load(FILES.bengaliBold)],
    },
  };
  return fonts;
}

export interface Run {
  font: fontkit.Font;
  text: string;
}

/**
 * Splits text into runs of one font each: every character in the first font of the chain that
 * has it. Spaces and marks that the current font has stay in its run, so a Bengali name is not
 * cut at each space. A character no font has stays in the first font (drawn as its blank box).
 */
export function runsOf(text: string, chain: fontkit.Font[]): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const current = runs.at(-1);
    const sticky = current && /[\s\p{M}\u200c\u200d]/u.test(char) && current.font.hasGlyphForCodePoint(code);
    const font = sticky ? current.font : (chain.find((f) => f.hasGlyphForCodePoint(code)) ?? chain[0]!);
    if (current?.font === font) current.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** Characters of `text` that no font of the chain has (they would print as blank boxes). */
export function missingGlyphs(text: string, chain: fontkit.Font[]): string[] {
  return [...new Set(text)].filter(
    (char) => !/\s/.test(char) && !chain.some((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!)),
  );
}
