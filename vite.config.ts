/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mockDataPlugin, staticDemoMode } from './scripts/vite-mock-data.ts';
import { precompressPlugin } from './scripts/vite-precompress.ts';
import { compiledMessagesPlugin, withoutMessageParserPlugin } from './scripts/vite-compiled-messages.ts';
import { chunksPlugin } from './scripts/vite-chunks.ts';
import { pwaAssetsPlugin } from './scripts/vite-pwa-assets.ts';
import { reactRouterProductionPlugin } from './scripts/vite-react-router-production.ts';

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    mockDataPlugin(),
    precompressPlugin(),
    compiledMessagesPlugin(),
    withoutMessageParserPlugin(),
    chunksPlugin(),
    pwaAssetsPlugin(),
    reactRouterProductionPlugin(),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173 },
  // The manifest feeds the size check (scripts/size-check.mjs); `npm run build` puts the server bundle next to it.
  build: {
    outDir: 'dist/client',
    // The browser's maps are written without a sourceMappingURL comment and moved out of the served folder by
    // scripts/build.mjs (error reports resolve against them); the static server refuses any `.map` left behind.
    // The static demo is served whole by any static host: no maps. The server bundle keeps linked maps: they never
    // leave the machine and give readable stack traces.
    sourcemap: isSsrBuild === true ? true : mode === staticDemoMode ? false : 'hidden',
    manifest: true,
    rolldownOptions: {
      // The in-memory and file adapters are for tests, the CLI and the server; their decorated classes look
      // side-effectful to the bundler, so without this they would ship to every browser unused.
      treeshake: { moduleSideEffects: (id: string) => (/\/adapters\/(memory\/|storage\/file-key-value-store)/.test(id) ? false : undefined) },
    },
  },
  test: {
    setupFiles: ['./vitest.setup.ts'],
    // One module world per worker, not one per test file: re-importing fast-check, the fixtures and the composition
    // for each of ~230 files cost ~6 of the suite's 8 minutes on two cores. Tests restore the globals they stub.
    isolate: false,
    include: ['{domain,application,adapters,ui,server,cli,mock-backend,fixtures,testing,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    benchmark: { include: ['{domain,application,adapters,ui,server,cli,mock-backend,fixtures}/**/*.bench.ts'] },
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.ts'],
      exclude: ['domain/**/*.test.ts', 'domain/**/*.bench.ts', 'domain/**/types.ts', 'domain/**/*-types.ts', 'domain/**/test-*.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 95, branches: 90 },
    },
  },
}));
