import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';

// RuleTester reports through the test runner's describe/it.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

/** ESLint's RuleTester over TypeScript, for the project's own rules. */
export const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});

/** The rules look at real files of the tree, so the cases are written from real places in it. */
export const at = (path: string) => `${process.cwd()}/${path}`;
