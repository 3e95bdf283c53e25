import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drawGraph, layersOf, moduleGraph, pathBetween } from './module-graph.js';
import modules from './modules.js';
import { at, tester } from './rule-tester.js';

tester.run('modules/face', modules.rules.face, {
  valid: [
    {
      filename: at('src/server/modules/dashboard/dashboard.service.ts'),
      code: "import { employeeCounts } from '../employees/index.js';",
    },
    {
      // Inside its own module, any file.
      filename: at('src/server/modules/employees/employees.routes.ts'),
      code: "import { listEmployees } from './employees.queries.js';",
    },
    {
      // A test may reach into what it tests.
      filename: at('src/server/modules/dashboard/dashboard.test.ts'),
      code: "import { countByRole } from '../employees/employees.queries.js';",
    },
  ],
  invalid: [
    {
      filename: at('src/server/modules/dashboard/dashboard.service.ts'),
      code: "import { countByRole } from '../employees/employees.queries.js';",
      errors: [
        {
          message:
            "another module's inside: import '#server/modules/employees/index.js' (export what is needed from its face)",
        },
      ],
    },
    {
      filename: at('src/server/app.ts'),
      code: "import { employeesRoutes } from '#server/modules/employees/employees.routes.js';",
      errors: 1,
    },
  ],
});

tester.run('modules/no-cycle', modules.rules['no-cycle'], {
  valid: [
    {
      filename: at('src/server/modules/dashboard/dashboard.service.ts'),
      code: "import { leaveStats } from '../leave/index.js';",
    },
  ],
  invalid: [
    {
      // leave records its changes in the audit trail: the audit module importing leave closes a loop.
      filename: at('src/server/modules/audit/audit.service.ts'),
      code: "import type { LeaveClock } from '../leave/index.js';",
      errors: [{ message: 'module cycle: audit → leave → audit' }],
    },
  ],
});

describe('the module graph', () => {
  const tree = mkdtempSync(join(tmpdir(), 'ems-graph-'));
  afterAll(() => rmSync(tree, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  };
  write('src/server/modules/people/index.ts', "export { x } from './people.service.js';\n");
  write('src/server/modules/people/people.service.ts', "import type { Db } from '../../db/client.js';\n");
  write('src/server/modules/leave/index.ts', "import { x } from '../people/index.js';\n");
  write('src/server/modules/pay/pay.service.ts', "import type { y } from '#server/modules/leave/index.js';\n");
  write('src/server/modules/pay/pay.test.ts', "import { z } from '../dashboard/index.js';\n");
  write('src/server/modules/dashboard/index.ts', "export { a } from '../pay/index.js';\n");

  it('reads each module’s imports, type-only ones included and tests left out, bottom layer first', () => {
    const graph = moduleGraph(tree);
    expect(layersOf(graph)).toEqual([['people'], ['leave'], ['pay'], ['dashboard']]);
    expect(drawGraph(graph)).toBe(
      [
        'layer 0',
        '  people',
        'layer 1',
        '  leave → people',
        'layer 2',
        '  pay → leave',
        'layer 3',
        '  dashboard → pay',
      ].join('\n'),
    );
  });

  it('finds a loop and draws nothing then', () => {
    write('src/server/modules/people/loop.ts', "import { a } from '../dashboard/index.js';\n");
    const graph = moduleGraph(tree);
    expect(pathBetween(graph, 'dashboard', 'people')).toEqual(['dashboard', 'pay', 'leave', 'people']);
    expect(layersOf(graph)).toBeNull();
    expect(drawGraph(graph)).toBeNull();
  });
});

describe('docs/architecture.md', () => {
  it('draws the module graph as the code has it (npm run graph)', () => {
    const doc = readFileSync(join(process.cwd(), 'docs/architecture.md'), 'utf8');
    const drawn = /<!-- module-graph: npm run graph -->\n```\n([\s\S]*?)\n```\n<!-- \/module-graph -->/.exec(doc);
    expect(drawn?.[1]).toBe(drawGraph(moduleGraph()));
  });
});
