import type { FastifyInstance } from 'fastify';
import { salaryStructuresApi as api } from '#shared/api/salary-structures.js';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../auth/access.js';
import { actorOf } from '../../auth/actor.js';
import { route } from '../../lib/route.js';
import * as service from './structures.service.js';

export async function salaryStructureRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.get, {
    access: ['admin', 'moderator', 'employee', 'manager'],
    handler: async (request) => ({
      success: true as const,
      result: await service.getStructures(ctx.db, principalOf(request), request.params.employeeId),
    }),
  });

  route(app, api.revise, {
    access: ['admin', 'moderator'],
    idempotent: true,
    handler: async (request) => {
      const { message, result } = await service.reviseStructure(
        ctx.db,
        actorOf(request),
        request.params.employeeId,
        request.body,
      );
      return { success: true as const, message, result };
    },
  });
}
