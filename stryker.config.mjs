/**
 * Mutation testing of domain/ and application/ (`npm run mutate`, and a step of `npm test`).
 * Incremental: the committed report (incrementalFile) lets a run mutate only the code and tests that changed since.
 * scripts/mutation-check.mjs then holds each layer to its own score and names the survivors.
 */
export default {
  testRunner: 'vitest',
  // related: false because perTest coverage already names the tests of each mutant; asking Vitest for related
  // files too made every mutant run crawl the import graph of all test files.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    '{domain,application}/**/*.ts',
    '!{domain,application}/**/*.test.ts',
    '!{domain,application}/**/*.bench.ts',
    '!{domain,application}/**/test-*.ts',
    '!domain/**/types.ts',
    '!domain/**/*-types.ts',
  ],
  // perTest: each mutant runs only the tests that reach it. Property tests keep their names because
  // vitest.mutation.setup.ts fixes fast-check's seed.
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants: 7 % of all) each need the whole suite, 65 % of a full run's time; they are
  // reported as Ignored and get their own pass (docs/mutation-testing.md).
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'testing/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  concurrency: 2,
  // A mutant run takes about a second; 10 s on top of it tells a loop from a busy machine.
  timeoutMS: 10000,
  tempDirName: '.stryker-tmp',
  // The sandbox needs the sources and their tests, not builds, reports or pictures.
  ignorePatterns: ['dist', 'playwright-report', 'test-results', 'reports', 'coverage', '.cli-build', '.mock-data', 'fixtures/data', 'e2e', 'docs', 'public'],
  thresholds: { high: 90, low: 80, break: null },
};
