/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

/**
 * The tests that guard domain/ and application/, for mutation testing (stryker.config.mjs): no React, no browser
 * bundling plugins, and a fixed fast-check seed so a property test reaches the same code from run to run (Stryker
 * keeps per-test coverage by test name, and the incremental report reuses it).
 */
export default defineConfig({
  test: {
    setupFiles: ['./vitest.setup.ts', './vitest.mutation.setup.ts'],
    isolate: false,
    include: ['{domain,application}/**/*.test.ts'],
    environment: 'node',
  },
});
