/** Mutation testing of the pure domain core (`npm run mutate`). */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vite.config.ts' },
  mutate: ['domain/**/*.ts', '!domain/**/*.test.ts', '!domain/**/*.bench.ts', '!domain/**/types.ts', '!domain/**/*-types.ts', '!domain/**/test-*.ts'],
  reporters: ['clear-text', 'progress'],
  concurrency: 2,
  // 'all', not 'perTest': @fast-check/vitest names each property test with its run's seed, so per-test coverage
  // never matches a property test by name and its mutants would wrongly survive.
  coverageAnalysis: 'all',
  tempDirName: '.stryker-tmp',
  thresholds: { high: 90, low: 80, break: null },
};
