// The server's modules as boundaries (docs/architecture.md, "Server modules"): each module has one
// public face, its index.ts, and the modules import each other in one direction only. ESLint's own
// view is one file at a time, so the graph of modules is read from the tree (module-graph.js).
import { relative } from 'node:path';
import { isTestFile, moduleGraph, moduleOf, pathBetween, ROOT, targetOf } from './module-graph.js';

const inRoot = (file) => relative(ROOT, file).replaceAll('\\', '/');

let graph;
/** Read once per lint run. */
const theGraph = () => (graph ??= moduleGraph(ROOT));

function importChecks(context, check) {
  const from = inRoot(context.filename);
  if (!from.startsWith('src/server/') || isTestFile(from)) return {};
  const visit = (node) => {
    const specifier = node.source?.value;
    if (typeof specifier !== 'string') return;
    const target = targetOf(ROOT, from, specifier);
    if (target) check(node.source, from, target);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

/** Another module is reached through its face, `modules/<name>/index.ts`, only. */
const face = {
  meta: { type: 'problem', docs: { description: 'Import another server module through its index.ts' }, schema: [] },
  create(context) {
    return importChecks(context, (node, from, target) => {
      const to = moduleOf(target);
      if (!to || to === moduleOf(from)) return;
      if (target === `src/server/modules/${to}/index.ts`) return;
      context.report({
        node,
        message: `another module's inside: import '#server/modules/${to}/index.js' (export what is needed from its face)`,
      });
    });
  },
};

/** No module imports one that imports it back, however far round. */
const noCycle = {
  meta: { type: 'problem', docs: { description: 'The server modules import each other in one direction' }, schema: [] },
  create(context) {
    return importChecks(context, (node, from, target) => {
      const here = moduleOf(from);
      const to = moduleOf(target);
      if (!here || !to || to === here) return;
      const back = pathBetween(theGraph(), to, here);
      if (back) {
        context.report({ node, message: `module cycle: ${[here, ...back].join(' → ')}` });
      }
    });
  },
};

export default { rules: { face, 'no-cycle': noCycle } };
