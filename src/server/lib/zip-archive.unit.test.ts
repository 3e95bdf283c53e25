import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipBomb } from '#server/test/spreadsheets.js';
import { unpackEntry, zipEntries, ZipRefusal } from './zip-archive.js';

const text = (value: string) => new TextEncoder().encode(value);

const reasonOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ZipRefusal);
    return (error as ZipRefusal).reason;
  }
  return 'read';
};

/** One stored entry written the ZIP64 way: its sizes and offset in the extra field, the end in the 64-bit record. */
function zip64Of(name: string, content: Buffer): Buffer {
  const extra = Buffer.alloc(4 + 24);
  extra.writeUInt16LE(1, 0);
  extra.writeUInt16LE(24, 2);
  extra.writeBigUInt64LE(BigInt(content.length), 4);
  extra.writeBigUInt64LE(BigInt(content.length), 12);
  extra.writeBigUInt64LE(0n, 20);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(name.length, 26);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt32LE(0xffffffff, 20);
  entry.writeUInt32LE(0xffffffff, 24);
  entry.writeUInt16LE(name.length, 28);
  entry.writeUInt16LE(extra.length, 30);
  entry.writeUInt32LE(0xffffffff, 42);
  const directory = Buffer.concat([entry, Buffer.from(name), extra]);
  const directoryAt = local.length + name.length + content.length;
  const end64 = Buffer.alloc(56);
  end64.writeUInt32LE(0x06064b50, 0);
  end64.writeBigUInt64LE(1n, 24);
  end64.writeBigUInt64LE(1n, 32);
  end64.writeBigUInt64LE(BigInt(directory.length), 40);
  end64.writeBigUInt64LE(BigInt(directoryAt), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryAt + directory.length), 8);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.fill(0xff, 8, 20);
  return Buffer.concat([local, Buffer.from(name), content, directory, end64, locator, end]);
}

describe('zipEntries and unpackEntry', () => {
  it('list what the directory declares and unpack each entry, stored or deflated', () => {
    const zip = Buffer.from(zipSync({ 'a.xml': text('<a>'.repeat(1000)), 'b/c.txt': [text('stored'), { level: 0 }] }));
    const entries = zipEntries(zip, 10);
    expect(entries.map(({ name, method, size }) => ({ name, method, size }))).toEqual([
      { name: 'a.xml', method: 8, size: 3000 },
      { name: 'b/c.txt', method: 0, size: 6 },
    ]);
    expect(entries[0]!.packedSize).toBeLessThan(100);
    const unpacked = unzipSync(zip);
    for (const entry of entries) expect(unpackEntry(zip, entry, 10_000)).toEqual(Buffer.from(unpacked[entry.name]!));
  });

  it('read a ZIP64 directory', () => {
    const zip = zip64Of('xl/workbook.xml', Buffer.from('<workbook/>'));
    const [entry] = zipEntries(zip, 10);
    expect(entry).toEqual({ name: 'xl/workbook.xml', method: 0, packedSize: 11, size: 11, offset: 0 });
    expect(unpackEntry(zip, entry!, 100).toString()).toBe('<workbook/>');
  });

  it('refuse more entries than allowed before reading them', () => {
    const zip = Buffer.from(zipSync({ a: text('a'), b: text('b'), c: text('c') }));
    expect(reasonOf(() => zipEntries(zip, 2))).toBe('tooLarge');
  });

  it('stop unpacking at the declared size or the budget, whichever comes first', () => {
    // 1 MiB packed that declares 64 kB and holds 1 GiB.
    const liar = zipBomb({ mebibytes: 1024, parts: ['a'], declared: 64 * 1024 });
    const [entry] = zipEntries(liar, 10);
    const started = performance.now();
    expect(reasonOf(() => unpackEntry(liar, entry!, 1024 * 1024))).toBe('tooLarge');
    expect(performance.now() - started).toBeLessThan(1_000);
    const honest = zipBomb({ mebibytes: 2, parts: ['a'] });
    const [whole] = zipEntries(honest, 10);
    expect(unpackEntry(honest, whole!, 2 * 1024 * 1024)).toHaveLength(2 * 1024 * 1024);
    expect(reasonOf(() => unpackEntry(honest, whole!, 1024 * 1024))).toBe('tooLarge');
  });

  it('refuse what is not a ZIP they can read: cut short, encrypted, packed another way, pointing outside', () => {
    const zip = Buffer.from(zipSync({ 'a.xml': text('<a/>') }));
    expect(reasonOf(() => zipEntries(zip.subarray(0, zip.length - 30), 10))).toBe('broken');
    expect(reasonOf(() => zipEntries(Buffer.alloc(100), 10))).toBe('broken');
    const directoryEntry = zip.lastIndexOf('a.xml') - 46;
    const entryWith = (at: number, value: number, size: 16 | 32) => {
      const copy = Buffer.from(zip);
      if (size === 16) copy.writeUInt16LE(value, directoryEntry + at);
      else copy.writeUInt32LE(value, directoryEntry + at);
      return copy;
    };
    const encrypted = entryWith(8, 1, 16);
    expect(reasonOf(() => zipEntries(encrypted, 10))).toBe('broken');
    for (const copy of [entryWith(10, 12, 16), entryWith(42, 5_000, 32), entryWith(20, 5_000, 32)]) {
      const [entry] = zipEntries(copy, 10);
      expect(reasonOf(() => unpackEntry(copy, entry!, 1_000))).toBe('broken');
    }
  });
});
