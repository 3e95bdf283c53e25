import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The browser calls an endpoint by its method, path and area (`src/web/lib/call.ts`); the zod
 * schemas of its contract serve the server, the OpenAPI document and the types. So that the
 * browser does not download zod and every schema with the first screen, the web build replaces
 * each contract module of `src/shared/api` with what the browser uses of it: for every endpoint,
 * `{ method, path, tags }`, read from the contract itself at build time. A web import of anything
 * else from such a module fails the build (the export is missing), never silently.
 */
const CONTRACT = /\/src\/shared\/api\/(?!endpoint\.ts$)[a-z-]+\.ts$/;

interface Endpoint {
  method: string;
  path: string;
  tags: readonly string[];
}
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;

export function contractsForTheBrowser(): Plugin {
  return {
    name: 'ems:contracts-for-the-browser',
    enforce: 'pre',
    async load(id) {
      if (!CONTRACT.test(id)) return null;
      const module = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<string, unknown>;
      const groups = Object.entries(module).flatMap(([name, group]) => {
        if (typeof group !== 'object' || group === null) return [];
        const endpoints = Object.entries(group).filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]));
        if (!endpoints.length) return [];
        const slim = Object.fromEntries(
          endpoints.map(([key, { method, path, tags }]) => [key, { method, path, tags: tags.slice(0, 1) }]),
        );
        return [`export const ${name} = ${JSON.stringify(slim)};`];
      });
      return groups.join('\n');
    },
  };
}
