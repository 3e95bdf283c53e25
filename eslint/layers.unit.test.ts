import layers from './layers.js';
import { at, tester } from './rule-tester.js';

tester.run('layers/boundaries', layers.rules.boundaries, {
  valid: [
    {
      filename: at('src/web/features/employees/employees-page.tsx'),
      code: "import { paths } from '#web/lib/paths.js';",
    },
  ],
  invalid: [
    {
      filename: at('src/web/components/ui/button.tsx'),
      code: "import { EmployeesPage } from '#web/features/employees/employees-page.js';",
      errors: [{ message: 'src/web/components and src/web/lib never import features or the app shell' }],
    },
    {
      filename: at('src/web/features/departments/departments-page.tsx'),
      code: "import { PersonActions } from '#web/features/employees/components/person-actions.js';",
      errors: 1,
    },
    {
      filename: at('src/server/lib/sql.ts'),
      code: "import { listEmployees } from '#server/modules/employees/employees.queries.js';",
      errors: [{ message: 'the server base (lib, db, events, jobs, auth) never imports modules or the seed' }],
    },
  ],
});

tester.run('layers/no-cycle', layers.rules['no-cycle'], {
  valid: [{ filename: at('src/web/lib/call.ts'), code: "import { apiRequest } from './api-client.js';" }],
  invalid: [
    {
      // call.ts already reaches api-client.ts (through early-requests.ts): the other way round closes a cycle.
      filename: at('src/web/lib/api-client.ts'),
      code: "import { call } from './call.js';",
      errors: [
        {
          message:
            'import cycle: src/web/lib/api-client.ts → src/web/lib/call.ts → src/web/lib/early-requests.ts → src/web/lib/api-client.ts',
        },
      ],
    },
  ],
});

tester.run('layers/aliases', layers.rules.aliases, {
  valid: [
    {
      filename: at('src/web/features/employees/employees-page.tsx'),
      code: "import { x } from './components/person-actions.js';",
    },
    {
      filename: at('src/web/features/employees/employees-page.tsx'),
      code: "import { MSG } from '#shared/messages.js';",
    },
  ],
  invalid: [
    {
      filename: at('src/web/features/employees/employees-page.tsx'),
      code: "import { MSG } from '../../../shared/messages.js';",
      errors: [{ message: "another area of src: import '#shared/messages.js'" }],
    },
    {
      filename: at('src/web/features/employees/profile/components/with-profile.tsx'),
      code: "import { paths } from '../../../../lib/paths.js';",
      errors: [{ message: "three or more folders up: import '#web/lib/paths.js'" }],
    },
  ],
});
