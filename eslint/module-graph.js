// The server's modules (src/server/modules/<name>) and which import which: read from the files
// themselves, type-only imports included (a type names a dependency as much as a value does).
// Test files are left out: a test may reach into what it tests. Used by the `modules/*` lint rules,
// `npm run graph` and the test that keeps docs/architecture.md's drawing true.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const MODULES_DIR = 'src/server/modules';

const SPECIFIER =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?'([.#][^']+)'|import\(\s*'([.#][^']+)'\s*\)/gm;

export const isTestFile = (path) => /\.test\.tsx?$/.test(path) || /^src\/server\/test\//.test(path);

/** The path under the root (with forward slashes) that an import in `from` names, or null. */
export function targetOf(root, from, specifier) {
  let path;
  if (specifier.startsWith('.')) path = resolve(dirname(join(root, from)), specifier);
  else if (specifier.startsWith('#server/')) path = join(root, 'src/server', specifier.slice('#server/'.length));
  else return null;
  return relative(root, path).replaceAll('\\', '/').replace(/\.js$/, '.ts');
}

/** The module a path belongs to (`src/server/modules/leave/…` → 'leave'), or null. */
export function moduleOf(path) {
  return path.match(/^src\/server\/modules\/([^/]+)\//)?.[1] ?? null;
}

/** The import specifiers of a source text. */
export function specifiersOf(text) {
  return [...text.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2]);
}

function filesUnder(root, dir) {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return filesUnder(root, path);
    return /\.tsx?$/.test(name) && !isTestFile(path) ? [path] : [];
  });
}

/**
 * Each module and the modules it imports, with one file that does it (for messages):
 * Map<module, Map<imported module, importing file>>.
 */
export function moduleGraph(root = ROOT) {
  const graph = new Map();
  for (const name of readdirSync(join(root, MODULES_DIR)).sort()) {
    if (statSync(join(root, MODULES_DIR, name)).isDirectory()) graph.set(name, new Map());
  }
  for (const file of filesUnder(root, MODULES_DIR)) {
    const from = moduleOf(file);
    for (const specifier of specifiersOf(readFileSync(join(root, file), 'utf8'))) {
      const target = targetOf(root, file, specifier);
      const to = target && moduleOf(target);
      if (to && to !== from && graph.has(to) && !graph.get(from).has(to)) graph.get(from).set(to, file);
    }
  }
  return graph;
}

/** The shortest path of module imports from `start` to `goal` (both included), or null. */
export function pathBetween(graph, start, goal) {
  const seen = new Set([start]);
  const queue = [[start, [start]]];
  while (queue.length) {
    const [current, path] = queue.shift();
    if (current === goal) return path;
    for (const next of [...(graph.get(current)?.keys() ?? [])].sort()) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([next, [...path, next]]);
    }
  }
  return null;
}

/** The modules in an order where each comes after every module it imports (null with a cycle). */
export function layersOf(graph) {
  const depth = new Map();
  const visiting = new Set();
  const visit = (name) => {
    if (depth.has(name)) return depth.get(name);
    if (visiting.has(name)) return null;
    visiting.add(name);
    let deepest = -1;
    for (const next of graph.get(name).keys()) {
      const below = visit(next);
      if (below === null) return null;
      deepest = Math.max(deepest, below);
    }
    visiting.delete(name);
    depth.set(name, deepest + 1);
    return deepest + 1;
  };
  const layers = [];
  for (const name of graph.keys()) {
    const at = visit(name);
    if (at === null) return null;
    (layers[at] ??= []).push(name);
  }
  return layers.map((layer) => layer.sort());
}

/** The graph as text: one line per module, its imports after the arrow, bottom layer first. */
export function drawGraph(graph) {
  const layers = layersOf(graph);
  if (!layers) return null;
  return layers
    .flatMap((layer, at) => [
      `layer ${at}`,
      ...layer.map((name) => {
        const uses = [...graph.get(name).keys()].sort();
        return `  ${name}${uses.length ? ` → ${uses.join(', ')}` : ''}`;
      }),
    ])
    .join('\n');
}
