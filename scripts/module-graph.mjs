// `npm run graph`: the server's modules, bottom layer first, each with the modules it imports
// (eslint/module-graph.js). docs/architecture.md holds the same drawing; a test keeps them equal.
import { drawGraph, moduleGraph, pathBetween } from '../eslint/module-graph.js';

const graph = moduleGraph();
const drawing = drawGraph(graph);
if (drawing) {
  console.log(drawing);
} else {
  console.log('The server modules import each other in a loop:');
  for (const [name, uses] of graph) {
    for (const [to, file] of uses) {
      const back = pathBetween(graph, to, name);
      if (back) console.log(`  ${[name, ...back].join(' → ')}  (${file})`);
    }
  }
  process.exitCode = 1;
}
