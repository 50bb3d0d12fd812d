import { existsSync } from 'node:fs';
import { type Plugin } from 'vite';

const development = '/node_modules/react-router/dist/development/';
const reactRouterModule = /\/node_modules\/react-router\/dist\/(production|development)\/[^/]+\.mjs$/;

/**
 * react-router's module with its top-level components and contexts marked pure (`React.forwardRef(…)`, `memo`,
 * `createContext`) and their `displayName` assignments (read by React's developer tools only) left out. Its build
 * writes them as plain calls, which a bundler must keep as possible side effects, so every component in the package
 * (<Link>, <NavLink>, <Form> and their prefetching and submission code) shipped whether the app used it or not.
 */
export function treeShakeableReactRouter(code: string): string {
  return code
    .replace(/^(var [A-Za-z0-9_$]+ = )(React[0-9]*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '');
}

/**
 * react-router's package exports name only its development build, whose warnings sit behind a flag
 * (`ENABLE_DEV_WARNINGS = true`) that no minifier can drop. The production build the package ships beside it is the
 * same code with the flag off: the browser build takes that one (0.6 kB gzip less on every page). Every
 * react-router module resolves the same way, so the app never holds two routers' contexts. Its modules are made
 * tree-shakeable (`treeShakeableReactRouter`): what the app does not use of react-router stays out (4 kB gzip).
 */
export function reactRouterProductionPlugin(): Plugin {
  return {
    name: 'storefront-react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (!id.startsWith('react-router') || this.environment.name !== 'client') return undefined;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (resolved === null || !resolved.id.includes(development)) return resolved;
      const production = resolved.id.replace(development, '/node_modules/react-router/dist/production/');
      if (existsSync(production)) return { ...resolved, id: production };
      this.warn(`react-router ships no ${production}: the browser build keeps its development build`);
      return resolved;
    },
    transform(code, id) {
      if (this.environment.name !== 'client' || !reactRouterModule.test(id)) return undefined;
      // The lines stay where they are, so the source map still holds.
      return { code: treeShakeableReactRouter(code), map: null };
    },
  };
}
