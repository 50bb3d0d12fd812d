import type { FixtureSet } from '../../fixtures/types';
import { createMockContext } from '../../mock-backend/context';
import { handlerFetch } from '../../mock-backend/handler-fetch';
import { createHandlers } from '../../mock-backend/handlers/index';
import { filePersistence } from '../../mock-backend/state/file-persistence';

/**
 * The mock backend inside the CLI's process, over a fixture set already in hand: a fetch the adapters call instead of
 * the network (nothing in the process is intercepted). Unlike `mock-backend/node.ts` it never imports the fixture
 * generator (faker alone took about half a second of every start): a set that has to be generated first comes
 * through `generatedFixtures`.
 */
export function inProcessMockFetch(fixtures: FixtureSet, seed: number, dataDir: string): typeof fetch {
  const ctx = createMockContext({ fixtures, config: { seed }, persistence: filePersistence(dataDir) });
  return handlerFetch(createHandlers(ctx));
}

/** Generates a fixture set in memory (seed and size), loading the generator only for it. */
export async function generatedFixtures(seed: number, products: number): Promise<FixtureSet> {
  const { fixturesFor } = await import('../../mock-backend/node');
  return fixturesFor(seed, products);
}
