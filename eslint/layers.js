// The project's own ESLint rules for its layers (docs/architecture.md, "Layers"). Imports in src
// are relative or name an area (`#shared/…`, `#server/…`, `#web/…`, package.json `imports`), so a
// file's place and its imports' places are known without a resolver.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const EXTENSIONS = ['.ts', '.tsx'];

const AREA_ALIAS = /^#(shared|server|web)\//;

/** The source file an import names: `./x.js` is `./x.ts` or `./x.tsx`; null outside src. */
function fileOf(from, specifier) {
  let path;
  if (specifier.startsWith('.')) path = resolve(dirname(from), specifier);
  else if (AREA_ALIAS.test(specifier)) path = resolve(ROOT, 'src', specifier.slice(1));
  else return null;
  const base = path.replace(/\.js$/, '');
  for (const candidate of [...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

const inSrc = (file) => relative(ROOT, file).replaceAll('\\', '/');
const featureOf = (path) => path.match(/^src\/web\/features\/([^/]+)\//)?.[1] ?? null;

/** What a file in one place may not import from another, and why. */
function boundaryBroken(fromPath, toPath) {
  const fromFeature = featureOf(fromPath);
  const toFeature = featureOf(toPath);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `a feature uses only its own code and the shared layers: '${fromFeature}' imports from '${toFeature}' (move what both need to src/web/components or src/web/lib, or compose them in src/web/app)`;
  }
  if (/^src\/web\/(components|lib)\//.test(fromPath) && /^src\/web\/(features|app)\//.test(toPath)) {
    return 'src/web/components and src/web/lib never import features or the app shell';
  }
  if (fromFeature && /^src\/web\/app\//.test(toPath))
    return 'features never import the app shell (src/web/app composes them)';
  if (/^src\/server\/(lib|db|events|jobs|auth)\//.test(fromPath) && /^src\/server\/(modules|seed)\//.test(toPath)) {
    return 'the server base (lib, db, events, jobs, auth) never imports modules or the seed';
  }
  return null;
}

/** Value imports of a file (type-only imports do not make a cycle at run time). */
const importsCache = new Map();
function valueImportsOf(file) {
  let found = importsCache.get(file);
  if (found) return found;
  const text = readFileSync(file, 'utf8');
  found = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([.#][^']+)'/gm)) {
    const target = fileOf(file, match[1]);
    if (target) found.push(target);
  }
  importsCache.set(file, found);
  return found;
}

/** A path of value imports from `start` back to `file`, if there is one. */
function cycleBack(start, file) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [current, path] = stack.pop();
    if (current === file) return path;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const next of valueImportsOf(current)) stack.push([next, [...path, next]]);
  }
  return null;
}

const boundaries = {
  meta: { type: 'problem', docs: { description: 'Keep the layers of src apart' }, schema: [] },
  create(context) {
    const from = inSrc(context.filename);
    if (!from.startsWith('src/')) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = fileOf(context.filename, node.source.value);
      if (!target) return;
      const why = boundaryBroken(from, inSrc(target));
      if (why) context.report({ node: node.source, message: why });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const noCycle = {
  meta: { type: 'problem', docs: { description: 'No import cycles (type-only imports aside)' }, schema: [] },
  create(context) {
    if (!inSrc(context.filename).startsWith('src/')) return {};
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || typeof node.source.value !== 'string') return;
        const target = fileOf(context.filename, node.source.value);
        if (!target) return;
        const path = cycleBack(target, resolve(context.filename));
        if (path) {
          context.report({
            node: node.source,
            message: `import cycle: ${[inSrc(context.filename), ...path.map(inSrc)].join(' → ')}`,
          });
        }
      },
    };
  },
};

const areaOf = (path) => path.split('/')[1];

/**
 * Navigation by meaning: an import into another area of src names it (`#shared/…`), and so does
 * one that would climb three or more folders (`../../../`); nearby files stay relative.
 */
const aliases = {
  meta: { type: 'suggestion', docs: { description: 'Name far imports by their area' }, schema: [] },
  create(context) {
    const from = inSrc(context.filename);
    if (!from.startsWith('src/')) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = inSrc(resolve(dirname(context.filename), specifier));
      if (!target.startsWith('src/')) return;
      const named = `#${target.slice('src/'.length)}`;
      if (areaOf(target) !== areaOf(from)) {
        context.report({ node: node.source, message: `another area of src: import '${named}'` });
      } else if (specifier.startsWith('../../../')) {
        context.report({ node: node.source, message: `three or more folders up: import '${named}'` });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries, 'no-cycle': noCycle, aliases } };
