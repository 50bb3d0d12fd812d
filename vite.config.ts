/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mockDataPlugin } from './scripts/vite-mock-data.ts';
import { precompressPlugin } from './scripts/vite-precompress.ts';

export default defineConfig({
  plugins: [react(), mockDataPlugin(), precompressPlugin()],
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173 },
  // The manifest feeds the size check (scripts/size-check.mjs); `npm run build` puts the server bundle next to it.
  build: { outDir: 'dist/client', sourcemap: true, manifest: true },
  test: {
    setupFiles: ['./vitest.setup.ts'],
    include: ['{domain,application,adapters,ui,cli,mock-backend,fixtures,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    benchmark: { include: ['{domain,application,adapters,ui,cli,mock-backend,fixtures}/**/*.bench.ts'] },
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.ts'],
      exclude: ['domain/**/*.test.ts', 'domain/**/*.bench.ts', 'domain/**/types.ts', 'domain/**/*-types.ts', 'domain/**/test-*.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 95, branches: 90 },
    },
  },
});
