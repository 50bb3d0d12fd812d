import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionPlugin } from './vite-react-router-production.ts';

const root = resolve(import.meta.dirname, '..');
const development = `${root}/node_modules/react-router/dist/development/index.mjs`;

/** Calls the plugin's resolveId as Vite would, in one environment, with Vite's own resolution answering `resolved`. */
async function resolveIn(environment: string, id: string, resolved: string | null = development) {
  const warnings: string[] = [];
  const plugin = reactRouterProductionPlugin();
  const hook = plugin.resolveId as (this: unknown, id: string, importer: string | undefined, options: object) => Promise<{ id: string } | null | undefined>;
  const context = { environment: { name: environment }, resolve: async () => (resolved === null ? null : { id: resolved }), warn: (message: string) => warnings.push(message) };
  return { result: await hook.call(context, id, `${root}/ui/main.tsx`, {}), warnings };
}

describe("react-router's production build in the browser (issue 18)", () => {
  it('takes the production build react-router ships for the browser', async () => {
    const { result } = await resolveIn('client', 'react-router');
    expect(result?.id).toBe(`${root}/node_modules/react-router/dist/production/index.mjs`);
  });

  it('leaves the server, other packages and what react-router does not ship alone', async () => {
    expect((await resolveIn('ssr', 'react-router')).result).toBeUndefined();
    expect((await resolveIn('client', 'react')).result).toBeUndefined();
    const missing = await resolveIn('client', 'react-router', `${root}/node_modules/react-router/dist/development/gone.mjs`);
    expect(missing.result?.id).toContain('/dist/development/gone.mjs');
    expect(missing.warnings).toHaveLength(1);
  });
});
