import type { FastifyRequest } from 'fastify';
import { principalOf } from './access.js';
import type { Principal } from './session-store.js';

/** Who makes a change, and from where: what every audited service receives from its route. */
export interface Actor {
  principal: Principal;
  requestId: string | null;
  ip: string | null;
}

/** The actor of an audited change: the signed-in principal, the request id and the caller's IP. */
export function actorOf(request: FastifyRequest): Actor {
  return { principal: principalOf(request), requestId: request.id, ip: request.ip ?? null };
}
