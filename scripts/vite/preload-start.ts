import type { Plugin } from 'vite';

/**
 * The page's first script (src/web/main.tsx) holds no React, so that it runs as soon as it
 * arrives and starts the session check and the screen's code and data; it then imports the
 * module that draws the page (`module`, with React). So that React does not wait for the first
 * script to arrive and run, the built index.html preloads that module's chunk and every chunk it
 * imports (`<link rel="modulepreload">`, as Vite does for the first script's own imports).
 * `module` is a path under the project's root (`src/web/app/start.tsx`).
 */
export function preloadStart(module: string): Plugin {
  let base = '/';
  return {
    name: 'ems:preload-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map(
          Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output]] : [])),
        );
        const start = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)));
        if (!start) throw new Error(`ems:preload-start: no chunk holds ${module}`);
        const closure = (fileName: string, into = new Set<string>()): Set<string> => {
          const chunk = chunks.get(fileName);
          if (!chunk || into.has(fileName)) return into;
          into.add(fileName);
          for (const next of chunk.imports) closure(next, into);
          return into;
        };
        // What the first script imports statically, Vite preloads already.
        const preloaded = new Set(
          [...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]),
        );
        const files = [...closure(start.fileName)].filter((file) => !preloaded.has(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
