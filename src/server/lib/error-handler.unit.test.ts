import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { handleError } from './error-handler.js';

function fakeCall(raw: { readableAborted: boolean; socket: { destroyed: boolean } }) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    code(status: number) {
      sent.status = status;
      return reply;
    },
    header() {
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const request = { raw, log } as unknown as FastifyRequest;
  return { request, reply: reply as unknown as FastifyReply, log, sent };
}

const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' }) as FastifyError;

describe('handleError', () => {
  it('logs a client that hung up mid-request as such, not as a database outage', () => {
    const call = fakeCall({ readableAborted: true, socket: { destroyed: true } });
    handleError(reset, call.request, call.reply);
    expect(call.log.warn).not.toHaveBeenCalled();
    expect(call.log.info).toHaveBeenCalledWith(expect.anything(), 'client closed the connection before the answer');
  });

  it('still answers 503 for a database connection reset while the client is there', () => {
    const call = fakeCall({ readableAborted: false, socket: { destroyed: false } });
    handleError(reset, call.request, call.reply);
    expect(call.sent.status).toBe(503);
    expect(call.log.warn).toHaveBeenCalledWith(expect.anything(), 'database unavailable');
  });
});
