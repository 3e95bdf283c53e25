import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '#shared/messages.js';
import { AppError, errorBody, isDatabaseUnavailable, pgErrorOf } from './errors.js';

interface FieldError {
  field: string;
  message: string;
}

/** Maps PostgreSQL errors caused by the input (not by us) to a 4xx. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '22P02': [400, 'A value has the wrong format.'],
  '22021': [400, 'A value contains characters that cannot be stored.'],
  '22P05': [400, 'A value contains characters that cannot be stored.'],
  '54000': [400, 'A value is too long.'],
  '22001': [400, 'A value is too long.'],
  '22003': [400, 'A number is out of range.'],
  '22007': [400, 'A date is not valid.'],
  '22008': [400, 'A date is out of range.'],
  '23502': [400, 'A required field is missing.'],
  '23503': [409, 'This record is still referenced by other records.'],
  '23505': [409, 'This record already exists.'],
  '23514': [400, 'A value breaks a rule of this record.'],
};

function clientHungUp(request: FastifyRequest): boolean {
  return request.raw.readableAborted || request.raw.socket?.destroyed === true;
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.code(error.statusCode).send(errorBody(error.message, error.extra));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldError[] = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      // A body, query or params that is not an object at all: say so in plain words.
      const message =
        !field && /expected object/.test(issue.message ?? '')
          ? `The request ${error.validationContext ?? 'body'} must be a JSON object.`
          : (issue.message ?? 'Invalid value.');
      return { field, message };
    });
    const first = errors[0];
    const message = first ? first.message : 'Invalid request.';
    return reply.code(400).send(errorBody(message, { errors }));
  }
  if (error.statusCode === 429) {
    return reply.code(429).send(errorBody(MSG.tooManyRequests));
  }
  if (clientHungUp(request)) {
    // The client went away mid-request (a cancelled upload, a closed tab): nothing to answer,
    // and not an outage — socket errors like ECONNRESET here come from the client, not the database.
    request.log.info({ code: error.code }, 'client closed the connection before the answer');
    return reply.code(400).send(errorBody('The request was not received completely.'));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).header('retry-after', '5').send(errorBody(MSG.databaseUnavailable));
  }
  const pgError = pgErrorOf(error);
  const mapped = pgError?.code ? PG_CLIENT_ERRORS[pgError.code] : undefined;
  if (mapped) {
    return reply.code(mapped[0]).send(errorBody(mapped[1]));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, body too large, bad content type...).
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413
        ? 'The request is too large.'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type.'
          : error.code?.startsWith('FST_ERR_CTP')
            ? 'The request body is not valid.'
            : error.message || 'Invalid request.';
    return reply.code(status).send(errorBody(message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorBody(MSG.unexpected));
}
