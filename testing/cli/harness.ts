import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRuntimeConfig, type RuntimeConfig } from '../../application/config/runtime-config';
import { type MockServer, startMockServer } from '../../mock-backend/server';
import { createProgram, runProgram } from '../../cli/program';
import { connectWith } from '../../cli/composition/container';
import { mockTools } from '../../cli/composition/mock-tools';
import { outputCacheOf } from '../../cli/composition/output-cache';

export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** Fixture size of the CLI tests: small and quick, the edge-case products included. */
export const TEST_PRODUCTS = 40;

/**
 * The program in-process with a captured CliIo, over the in-process mock backend (or `--api`), with its own data
 * folder so carts made by one run are there for the next, as with the real binary.
 */
export function cliHarness(config: RuntimeConfig = defaultRuntimeConfig) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-cli-test-'));
  async function run(...argv: string[]): Promise<CliRun> {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s) };
    const connect = connectWith(config, { dataDir, mockSeed: 7, mockProducts: TEST_PRODUCTS, debugLog: io.err });
    const code = await runProgram(
      createProgram('0.0.0-test', config, io, { connect, mock: mockTools, outputCache: async (server) => outputCacheOf(server) }),
      argv,
      io,
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  /** Runs with --json and parses stdout. */
  async function json<T>(...argv: string[]): Promise<{ code: number; value: T; err: string }> {
    const result = await run(...argv, '--json');
    return { code: result.code, value: JSON.parse(result.out) as T, err: result.err };
  }
  return { run, json, dataDir, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The standalone mock server on a free port, for `--api` runs. */
export function standaloneMock(): Promise<MockServer> {
  return startMockServer({ port: 0, seed: 7, products: TEST_PRODUCTS });
}

/** A customer token from a running mock (demo accounts share the fixtures' password). */
export async function loginToken(api: string, email: string, password = 'Demo1234!'): Promise<string> {
  const response = await fetch(`${api}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = (await response.json()) as { result: string };
  return body.result;
}
