import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '#shared/constants.js';
import { EMPLOYEE_MSG } from '#shared/messages/employees.js';
import { AppError, badRequest } from './errors.js';

export interface UploadedFile {
  buffer: Buffer;
  mimetype: string;
  filename: string;
  /** True when the upload went past the size limit (the buffer is then empty). */
  tooLarge: boolean;
}

export interface FormData {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

const FILE_FIELD = 'profileImage';

/** What a form adds to its file: at most 40 fields of 10,000 characters (app.ts) and the parts' headers. */
const FORM_ALLOWANCE_BYTES = 512 * 1024;

/**
 * Refuses a multipart form larger than its file may be plus the form around it, by its
 * Content-Length, before any of it is read — the multipart parser drops what passes a file's
 * limit but reads on to the end of the request, however long. A form sent without its length (in
 * chunks) is refused as well (411): every browser and HTTP library sends the length of a form.
 */
export function checkFormLength(request: FastifyRequest, fileBytes: number, tooLarge: () => AppError): void {
  const length = request.headers['content-length'];
  if (length === undefined) throw new AppError(411, 'Send the form with its length (a Content-Length header).');
  if (Number(length) > fileBytes + FORM_ALLOWANCE_BYTES) throw tooLarge();
}

const imageTooLarge = () =>
  badRequest(EMPLOYEE_MSG.invalidImage, { field: FILE_FIELD, title: EMPLOYEE_MSG.invalidImageTitle });

/**
 * Reads a multipart form (fields and at most one image) or a JSON object into plain string fields,
 * so the same checks serve the browser's FormData and JSON API clients.
 */
export async function readForm(request: FastifyRequest): Promise<FormData> {
  if (!request.isMultipart()) return { fields: jsonFields(request.body), file: null };
  checkFormLength(request, MAX_IMAGE_BYTES, imageTooLarge);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw badRequest('A value has the wrong format.');
        fields[part.fieldname] = part.value;
      } else if (part.fieldname === FILE_FIELD && !file) {
        const buffer = await part.toBuffer();
        file = part.file.truncated
          ? { buffer: Buffer.alloc(0), mimetype: part.mimetype, filename: part.filename, tooLarge: true }
          : { buffer, mimetype: part.mimetype, filename: part.filename, tooLarge: false };
      } else {
        part.file.resume(); // an unexpected file: drain it and ignore it
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Whatever the multipart parser chokes on (broken boundaries, truncated parts...) is the
    // client's doing: nothing has been read into the database yet.
    throw badRequest('The form could not be read.');
  }
  // An empty file input sends a nameless, empty part: that is "no image".
  if (file && !file.tooLarge && file.buffer.length === 0 && !file.filename) file = null;
  return { fields, file };
}

function jsonFields(body: unknown): Record<string, string> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be an object.');
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value);
    else throw badRequest(`The field ${key.slice(0, 40)} has the wrong format.`);
  }
  return fields;
}

export function imageInfo(file: UploadedFile | null) {
  if (!file) return null;
  return { bytes: file.tooLarge ? MAX_IMAGE_BYTES + 1 : file.buffer.length, type: file.mimetype };
}
