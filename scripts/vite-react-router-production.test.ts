import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionPlugin, treeShakeableReactRouter } from './vite-react-router-production.ts';

const root = resolve(import.meta.dirname, '..');
const development = `${root}/node_modules/react-router/dist/development/index.mjs`;

/** Calls the plugin's resolveId as Vite would, in one environment, with Vite's own resolution answering `resolved`. */
async function resolveIn(environment: string, id: string, resolved: string | null = development) {
  const warnings: string[] = [];
  const plugin = reactRouterProductionPlugin();
  const hook = plugin.resolveId as (this: unknown, id: string, importer: string | undefined, options: object) => Promise<{ id: string } | null | undefined>;
  const context = {
    environment: { name: environment },
    resolve: async () => (resolved === null ? null : { id: resolved }),
    warn: (message: string) => warnings.push(message),
  };
  return { result: await hook.call(context, id, `${root}/ui/main.tsx`, {}), warnings };
}

describe("react-router's production build in the browser", () => {
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

describe("react-router's modules made tree-shakeable", () => {
  const source = [
    'var Link = React10.forwardRef(',
    '  function LinkWithRef() {}',
    ');',
    'Link.displayName = "Link";',
    'var DataRouterContext = React.createContext(null);',
    'DataRouterContext.displayName = "DataRouter";',
    'var Memo = React3.memo(Inner);',
    'RenderErrorBoundary.contextType = RSCRouterContext;',
    'var x = other.forwardRef(y);',
  ].join('\n');

  it('marks top-level components and contexts pure and drops their display names, line for line', () => {
    const out = treeShakeableReactRouter(source).split('\n');
    expect(out).toHaveLength(source.split('\n').length);
    expect(out[0]).toBe('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(out[3]).toBe('');
    expect(out[4]).toBe('var DataRouterContext = /* @__PURE__ */ React.createContext(null);');
    expect(out[5]).toBe('');
    expect(out[6]).toBe('var Memo = /* @__PURE__ */ React3.memo(Inner);');
  });

  it('keeps every other statement: a class static, a call on anything but React', () => {
    const out = treeShakeableReactRouter(source).split('\n');
    expect(out[7]).toBe('RenderErrorBoundary.contextType = RSCRouterContext;');
    expect(out[8]).toBe('var x = other.forwardRef(y);');
  });

  it('finds its pattern in the react-router this project installs (a new release that wrote them otherwise would fail here)', () => {
    const chunk = readdirSync(`${root}/node_modules/react-router/dist/production`).find(
      (file) => /^chunk-.*\.mjs$/.test(file) && readFileSync(`${root}/node_modules/react-router/dist/production/${file}`, 'utf8').includes('var Link = '),
    );
    const code = readFileSync(`${root}/node_modules/react-router/dist/production/${chunk}`, 'utf8');
    const shaken = treeShakeableReactRouter(code);
    expect(shaken).toContain('var Link = /* @__PURE__ */ React');
    expect(shaken).toContain('var NavLink = /* @__PURE__ */ React');
    expect(shaken).toContain('var Form = /* @__PURE__ */ React');
    expect(shaken).not.toMatch(/^Link\.displayName/m);
  });

  it('transforms react-router in the browser build only', () => {
    const plugin = reactRouterProductionPlugin();
    const hook = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | undefined;
    const id = `${root}/node_modules/react-router/dist/production/chunk-X.mjs`;
    expect(hook.call({ environment: { name: 'client' } }, source, id)?.code).toBe(treeShakeableReactRouter(source));
    expect(hook.call({ environment: { name: 'ssr' } }, source, id)).toBeUndefined();
    expect(hook.call({ environment: { name: 'client' } }, source, `${root}/ui/main.tsx`)).toBeUndefined();
  });
});
