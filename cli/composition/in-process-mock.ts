import { setupServer } from 'msw/node';
import type { FixtureSet } from '../../fixtures/types';
import { createMockContext } from '../../mock-backend/context';
import { createHandlers } from '../../mock-backend/handlers/index';
import { filePersistence } from '../../mock-backend/state/file-persistence';

/** The in-process mock as the CLI runs it: started, and stopped when the command ends. */
export interface InProcessMock {
  close(): void;
}

/**
 * The mock backend inside the CLI's process (msw/node answers its fetch calls without a socket), over a fixture set
 * already in hand. Unlike `mock-backend/node.ts` it never imports the fixture generator (faker alone took about half
 * a second of every start): a set that has to be generated first comes through `generatedFixtures`.
 */
export function startInProcessMock(fixtures: FixtureSet, seed: number, dataDir: string): InProcessMock {
  const ctx = createMockContext({ fixtures, config: { seed }, persistence: filePersistence(dataDir) });
  const server = setupServer(...createHandlers(ctx));
  server.listen({ onUnhandledRequest: 'bypass' });
  return { close: () => server.close() };
}

/** Generates a fixture set in memory (seed and size), loading the generator only for it. */
export async function generatedFixtures(seed: number, products: number): Promise<FixtureSet> {
  const { fixturesFor } = await import('../../mock-backend/node');
  return fixturesFor(seed, products);
}
