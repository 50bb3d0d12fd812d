import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runtimeConfigFromEnv } from '../adapters/config/env-config';
import { ConfigError } from '../adapters/config/config-error';
import { connectWith } from './composition/container';
import { mockTools } from './composition/mock-tools';
import { createProgram, runProgram } from './program';

/**
 * Composition root of the CLI: configuration from the environment, the container factory (in-process mock or
 * `--api`), then the program. `STOREFRONT_CLI_DATA_DIR` keeps the in-process mock's state (carts made by
 * `cart create`) and the URL-map cache between runs.
 */
async function main(): Promise<number> {
  const io = { out: (s: string) => process.stdout.write(`${s}\n`), err: (s: string) => process.stderr.write(`${s}\n`) };
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  let config;
  try {
    config = runtimeConfigFromEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
  const dataDir = process.env['STOREFRONT_CLI_DATA_DIR'] ?? join(tmpdir(), 'storefront-cli');
  const connect = connectWith(config, { dataDir, debugLog: io.err });
  return runProgram(createProgram(version, config, io, { connect, mock: mockTools }), process.argv.slice(2), io);
}

process.exitCode = await main();
