import { existsSync } from 'node:fs';
import { type Plugin } from 'vite';

const development = '/node_modules/react-router/dist/development/';

/**
 * react-router's package exports name only its development build, whose warnings sit behind a flag
 * (`ENABLE_DEV_WARNINGS = true`) that no minifier can drop. The production build the package ships beside it is the
 * same code with the flag off: the browser build takes that one (0.6 kB gzip less on every page, issue 18). Every
 * react-router module resolves the same way, so the app never holds two routers' contexts.
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
  };
}
