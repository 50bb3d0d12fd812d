import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { runtimeConfigFromEnv } from '../adapters/config/env-config';
import { ConfigError } from '../adapters/config/config-error';
import { createProgram, runProgram } from './program';

/** Composition root of the CLI: configuration from the environment, then the program. */
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
  return runProgram(createProgram(version, config, io), process.argv.slice(2), io);
}

process.exitCode = await main();
