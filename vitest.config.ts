import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One vitest run covers every layer; each layer is a project so its environment and timeouts fit.
 * The JSON report feeds the closing `N passed, N failed` line of tests/run-all.sh.
 *
 * NL_TEST_PART splits the run in two for tests/run-all.sh: `browser` is the e2e project alone,
 * `other` every other project. run-all.sh runs the two side by side, so the long browser journeys
 * start at once instead of after the rest; unset, both in one run.
 */
const part = process.env.NL_TEST_PART;
const BROWSER_PROJECT = 'e2e';
const inPart = (name: string) => !part || (part === 'browser') === (name === BROWSER_PROJECT);

/** A file that needs modules of its own: it mocks one, or checks what importing registers. */
const ISOLATED = '**/*.isolated.test.{ts,tsx}';

/**
 * A layer's files share their worker's loaded modules (vitest's `isolate: false`): each file then
 * skips importing React, Fastify, PGlite and the SDK again, which halved the server layer's CPU
 * time (12 files: 73 s to 34 s) and the elements layer's (99 s to 39 s). Tests keep no module
 * state between files; a file that needs its own modules is named `*.isolated.test.ts(x)` and
 * runs in the layer's `<name>-isolated` project, with modules of its own.
 */
function sharedModules(test: NonNullable<TestProjectInlineConfiguration['test']> & { name: string; include: string[] }): TestProjectInlineConfiguration[] {
  return [
    { extends: true, test: { ...test, isolate: false, exclude: [ISOLATED], provide: { filesShareModules: true } } },
    {
      extends: true,
      test: { ...test, name: `${test.name}-isolated`, include: test.include.map((glob) => glob.replace(/\*\.test\./, '*.isolated.test.')), isolate: true, provide: { filesShareModules: false } },
    },
  ];
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0') },
  test: {
    // Password hashing at the production cost (scrypt 2^15, ~100 ms each) would be a tenth of the
    // server suite's time; hashes carry their cost, so the code paths are the same.
    env: { PASSWORD_HASH_COST: '10' },
    // 15 s a test where a project sets none: a form journey or a property test takes under a second
    // alone, several beside the rest of npm test on two cores.
    testTimeout: 15_000,
    // expect.poll gives up after 1 s by default. A page that fetches its list from the product
    // took longer than that on CI while the other layers ran beside it (three journeys failed on
    // a count of 0); a poll ends as soon as it holds, so a longer limit costs a passing test nothing.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. Most server
    // tests wait on PostgreSQL or PGlite, so three files at a time keep both cores busy. The browser
    // part runs after them (tests/run-all.sh), one file at a time: each file drives its own product
    // and Chromium, and two at a time beside the server suite pushed the load to 12-15.
    maxWorkers: part === 'browser' ? 1 : 3,
    projects: ([
      { extends: true, test: { name: 'sdk', include: ['tests/sdk/**/*.test.ts'], environment: 'node' } },
      ...sharedModules({ name: 'elements', include: ['tests/elements/**/*.test.{ts,tsx}'], environment: 'happy-dom' }),
      ...sharedModules({ name: 'server', include: ['tests/server/**/*.test.ts'], setupFiles: ['tests/server/setup.ts'], globalSetup: ['tests/server/global-setup.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 }),
      // Packs and installs the built package (npm pack, npm install): run after `npm run build`, and
      // after the other projects, since the browser tests rebuild dist/ when they start the product.
      {
        extends: true,
        test: { name: 'package', include: ['tests/package/**/*.test.ts'], environment: 'node', testTimeout: 300_000, hookTimeout: 300_000, sequence: { groupOrder: 1 } },
      },
      { extends: true, test: { name: 'site', include: ['tests/site/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      {
        extends: true,
        test: { name: BROWSER_PROJECT, include: ['tests/e2e/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 180_000 },
      },
    ] satisfies TestProjectInlineConfiguration[]).filter((project) => inPart(project.test!.name as string)),
  },
});
