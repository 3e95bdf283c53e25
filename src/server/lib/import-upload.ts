import type { FastifyRequest } from 'fastify';
import { IMPORT_MSG } from '#shared/messages/import.js';
import { AppError, badRequest } from './errors.js';
import { checkFormLength } from './form.js';

/** An import file as uploaded, with the form's other fields (a reason). */
export interface ImportUpload {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

/** The form field that carries the file. */
export const IMPORT_FILE_FIELD = 'file';

const MAX_FILE_NAME = 255;

const tooLarge = (kilobytes: number) => badRequest(IMPORT_MSG.fileTooLarge(kilobytes), { field: 'file' });

/**
 * Reads an import upload: `multipart/form-data` with the file in `file` (CSV or XLSX, refused
 * once it passes `kilobytes` — a larger form before any of it is read — before anything is
 * parsed) and text fields; or a JSON object
 * `{ fileName, text, … }` whose `text` is a CSV (the older way, kept for API clients).
 */
export async function readImportUpload(request: FastifyRequest, kilobytes: number): Promise<ImportUpload> {
  const upload = request.isMultipart() ? await readMultipart(request, kilobytes) : readJson(request.body);
  if (!upload.bytes.length) throw badRequest(IMPORT_MSG.fileRequired, { field: 'file' });
  if (upload.bytes.length > kilobytes * 1024) throw tooLarge(kilobytes);
  return upload;
}

async function readMultipart(request: FastifyRequest, kilobytes: number): Promise<ImportUpload> {
  checkFormLength(request, kilobytes * 1024, () => tooLarge(kilobytes));
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: kilobytes * 1024, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw badRequest('A value has the wrong format.');
        fields[part.fieldname] = part.value;
      } else if (part.fieldname === IMPORT_FILE_FIELD && !file) {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(kilobytes);
        file = { fileName: part.filename.slice(0, MAX_FILE_NAME), bytes };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('The form could not be read.');
  }
  if (!file) throw badRequest(IMPORT_MSG.fileRequired, { field: 'file' });
  return { ...file, fields };
}

function readJson(body: unknown): ImportUpload {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(IMPORT_MSG.fileRequired, { field: 'file' });
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
  const { fileName, text, ...rest } = fields;
  if (!fileName?.trim() || text === undefined) throw badRequest(IMPORT_MSG.fileRequired, { field: 'file' });
  return { fileName: fileName.trim().slice(0, MAX_FILE_NAME), bytes: Buffer.from(text, 'utf8'), fields: rest };
}
