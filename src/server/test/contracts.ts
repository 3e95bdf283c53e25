import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { EndpointSpec } from '#shared/api/endpoint.js';

/** One endpoint of the contracts, named `METHOD /path` as its route is. */
export interface ContractEndpoint {
  key: string;
  endpoint: EndpointSpec;
}

/** One field of an endpoint's query or body. */
export interface ContractField {
  part: 'query' | 'body';
  name: string;
  schema: z.ZodType;
}

/** Every endpoint of every contract in `src/shared/api`, once each, in path order. */
export async function contractEndpoints(): Promise<ContractEndpoint[]> {
  const folder = join(dirname(fileURLToPath(import.meta.url)), '../../shared/api');
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.includes('.test.'));
  const found = new Map<string, EndpointSpec>();
  for (const file of files) {
    const module = (await import(`#shared/api/${file.replace(/\.ts$/, '.js')}`)) as Record<string, unknown>;
    for (const contract of Object.values(module)) {
      if (!contract || typeof contract !== 'object') continue;
      for (const endpoint of Object.values(contract) as Partial<EndpointSpec>[]) {
        if (!endpoint?.method || !endpoint.path) continue;
        found.set(`${endpoint.method} ${endpoint.path}`, endpoint as EndpointSpec);
      }
    }
  }
  return [...found].map(([key, endpoint]) => ({ key, endpoint })).sort((a, b) => a.key.localeCompare(b.key));
}

/** The object inside optional, nullable, default, pipe and transform wrappers. */
export function objectOf(schema: z.ZodType | undefined): z.ZodObject | null {
  let current: unknown = schema;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current instanceof z.ZodObject) return current;
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current.unwrap();
    } else if (current instanceof z.ZodPipe) {
      current = current.in;
    } else {
      return null;
    }
  }
  return null;
}

/** The fields of an endpoint's query and body (a multipart form's as its contract lists them). */
export function fieldsOf(endpoint: EndpointSpec): ContractField[] {
  return (['query', 'body'] as const).flatMap((part) =>
    Object.entries(objectOf(endpoint[part])?.shape ?? {}).map(([name, schema]) => ({
      part,
      name,
      schema: schema as z.ZodType,
    })),
  );
}
