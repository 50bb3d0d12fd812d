import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeConfigFromEnv } from '../adapters/config/env-config';
import { ConfigError } from '../adapters/config/config-error';
import { validateStoreViews } from '../adapters/config/store-views-config';
import { allStoreViews } from '../domain/store-view/store-views';
import type { CliDeps, ConnectBackend, MockTools } from './backend';
import { endQuietlyWhenReaderCloses } from './closed-pipe';
import { createProgram, runProgram } from './program';

/**
 * Composition root of the CLI: configuration from the environment, the container factory (in-process mock or
 * `--api`), then the program. `STOREFRONT_CLI_DATA_DIR` keeps the in-process mock's state (carts made by
 * `cart create`) and the URL-map cache between runs.
 */
/** The package's folder: the nearest package.json above this file (cli/ from source, .cli-build/<stamp>/ bundled). */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

function packageVersion(): string {
  const file = join(packageRoot(), 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : '0.0.0';
}

async function main(): Promise<number> {
  const io = { out: (s: string) => process.stdout.write(`${s}\n`), err: (s: string) => process.stderr.write(`${s}\n`) };
  const version = packageVersion();
  let config;
  try {
    config = runtimeConfigFromEnv(process.env);
    validateStoreViews(allStoreViews, io.err);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
  const dataDir = process.env['STOREFRONT_CLI_DATA_DIR'] ?? join(tmpdir(), 'storefront-cli');
  // The adapters, the mock backend and its fixture generator load only when a command needs them: --help stays quick.
  const connect: ConnectBackend = async (options) => {
    const [{ connectWith }, { fixtureSource }] = await Promise.all([import('./composition/container'), import('./composition/fixture-source')]);
    const fixtures = options.api === undefined ? fixtureSource(process.env, packageRoot()) : undefined;
    return connectWith(config, { dataDir, debugLog: io.err, ...(fixtures === undefined ? {} : { fixtures }) })(options);
  };
  const mock: MockTools = {
    start: async (options) => (await import('./composition/mock-tools')).mockTools.start(options),
    control: async (api, method, path, body) => (await import('./composition/mock-tools')).mockTools.control(api, method, path, body),
  };
  const outputCache: CliDeps['outputCache'] = async (server) => (await import('./composition/output-cache')).outputCacheOf(server);
  return runProgram(createProgram(version, config, io, { connect, mock, outputCache }), process.argv.slice(2), io);
}

endQuietlyWhenReaderCloses([process.stdout, process.stderr], (code) => process.exit(code));
process.exitCode = await main();
