/**
 * A ZIP archive as someone uploaded it (every .xlsx is one), read without trusting it: its
 * directory is read first, so what it declares can be checked before anything is unpacked, and an
 * entry is unpacked with a ceiling on what it may give — Node's zlib inflates 16 kB at a time and
 * stops as soon as the output passes the ceiling — so an entry that lies about its size costs no
 * more memory than it declared.
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (the only two an .xlsx uses). */
  method: number;
  /** Its bytes in the archive and, as the directory declares it, unpacked. */
  packedSize: number;
  size: number;
  /** Where its local header starts. */
  offset: number;
}

/** Why an archive cannot be used: it is not a ZIP we can read, or it holds more than allowed. */
export class ZipRefusal extends Error {
  constructor(readonly reason: 'broken' | 'tooLarge') {
    super(reason === 'broken' ? 'not a readable ZIP archive' : 'the archive holds more than allowed');
  }
}

const broken = () => new ZipRefusal('broken');

const END = 0x06054b50;
const END64 = 0x06064b50;
const END64_LOCATOR = 0x07064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** A 16- or 32-bit field holding this says "see the ZIP64 record". */
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

/** The end-of-directory record: within the last 22 bytes plus a comment of up to 64 kB. */
function endRecord(bytes: Buffer): { count: number; offset: number } {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - MAX16); at -= 1) {
    if (bytes.readUInt32LE(at) !== END) continue;
    const count = bytes.readUInt16LE(at + 10);
    const offset = bytes.readUInt32LE(at + 16);
    if (count !== MAX16 && offset !== MAX32) return { count, offset };
    // ZIP64: a locator just before the record points to the 64-bit record.
    if (at < 20 || bytes.readUInt32LE(at - 20) !== END64_LOCATOR) throw broken();
    const record = Number(bytes.readBigUInt64LE(at - 12));
    if (record + 56 > bytes.length || bytes.readUInt32LE(record) !== END64) throw broken();
    return { count: Number(bytes.readBigUInt64LE(record + 32)), offset: Number(bytes.readBigUInt64LE(record + 48)) };
  }
  throw broken();
}

/** The 64-bit sizes and offset of a ZIP64 extra field, for those the entry's own fields leave at MAX32. */
function zip64Fields(bytes: Buffer, from: number, to: number, entry: ZipEntry): void {
  for (let at = from; at + 4 <= to; at += 4 + bytes.readUInt16LE(at + 2)) {
    if (bytes.readUInt16LE(at) !== 1) continue;
    let field = at + 4;
    const next = () => {
      if (field + 8 > to) throw broken();
      field += 8;
      return Number(bytes.readBigUInt64LE(field - 8));
    };
    if (entry.size === MAX32) entry.size = next();
    if (entry.packedSize === MAX32) entry.packedSize = next();
    if (entry.offset === MAX32) entry.offset = next();
    return;
  }
  throw broken();
}

/**
 * The archive's entries as its central directory lists them; an archive with more than
 * `maxEntries` is refused ('tooLarge') before they are read.
 */
export function zipEntries(bytes: Buffer, maxEntries: number): ZipEntry[] {
  if (bytes.length < 22) throw broken();
  const { count, offset } = endRecord(bytes);
  if (count > maxEntries) throw new ZipRefusal('tooLarge');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw broken();
    // An encrypted entry cannot be read.
    if (bytes.readUInt16LE(at + 8) & 1) throw broken();
    const nameEnd = at + 46 + bytes.readUInt16LE(at + 28);
    const extraEnd = nameEnd + bytes.readUInt16LE(at + 30);
    const entry: ZipEntry = {
      name: bytes.toString('utf8', at + 46, nameEnd),
      method: bytes.readUInt16LE(at + 10),
      packedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
    };
    if (extraEnd > bytes.length) throw broken();
    if (entry.size === MAX32 || entry.packedSize === MAX32 || entry.offset === MAX32) {
      zip64Fields(bytes, nameEnd, extraEnd, entry);
    }
    entries.push(entry);
    at = extraEnd + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * An entry's content, unpacked: at most its declared size and at most `budget` bytes — past
 * either, unpacking stops there and the archive is refused ('tooLarge').
 */
export function unpackEntry(bytes: Buffer, entry: ZipEntry, budget: number): Buffer {
  const limit = Math.min(entry.size, budget);
  const header = entry.offset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) throw broken();
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  if (start + entry.packedSize > bytes.length) throw broken();
  const packed = bytes.subarray(start, start + entry.packedSize);
  if (entry.method === 0) {
    if (packed.length !== entry.size) throw broken();
    if (packed.length > limit) throw new ZipRefusal('tooLarge');
    return packed;
  }
  if (entry.method !== 8) throw broken();
  let content: Buffer;
  try {
    content = inflateRawSync(packed, { maxOutputLength: Math.max(1, limit) });
  } catch (error) {
    throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? new ZipRefusal('tooLarge') : broken();
  }
  if (content.length > limit) throw new ZipRefusal('tooLarge');
  return content;
}
