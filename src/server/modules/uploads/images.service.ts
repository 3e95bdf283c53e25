import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_IMAGE_BYTES } from '#shared/constants.js';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';

/** The file name under /uploads of a stored image (every profile photo is stored as WebP). */
export function imageName(imageId: string | null): string | null {
  return imageId ? `${imageId}.webp` : null;
}

export const INVALID_IMAGE = 'Image must be under 2MB and of type JPG/PNG.';
const AVATAR_SIZE = 256;

/**
 * Decodes the upload to prove it is a JPEG or PNG (the name and declared type are not trusted),
 * then stores a small square WebP. Returns the stored image's id.
 */
export async function storeProfileImage(db: Db, bytes: Buffer): Promise<string> {
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) {
    throw badRequest(INVALID_IMAGE, { field: 'profileImage', title: 'Invalid Image' });
  }
  // sharp (libvips) is loaded with the first upload, not at start-up.
  const { default: sharp } = await import('sharp');
  let encoded: Buffer;
  try {
    const metadata = await sharp(bytes).metadata();
    if (metadata.format !== 'jpeg' && metadata.format !== 'png') throw new Error('format');
    encoded = await sharp(bytes)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(INVALID_IMAGE, { field: 'profileImage', title: 'Invalid Image' });
  }
  const [row] = await db
    .insert(images)
    .values({
      contentType: 'image/webp',
      data: encoded,
      width: AVATAR_SIZE,
      height: AVATAR_SIZE,
      etag: `"${createHash('sha256').update(encoded).digest('base64url').slice(0, 27)}"`,
    })
    .returning({ id: images.id });
  return row!.id;
}

export async function findImage(db: Db, id: string) {
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return row ?? null;
}
