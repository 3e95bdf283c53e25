import sharp from 'sharp';

/** A real PNG of the given size in pixels (noise, so it does not compress to nothing). */
export async function makePng(width = 64, height = 64): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export function fileBlob(bytes: Buffer, type: string) {
  return new Blob([new Uint8Array(bytes)], { type });
}
