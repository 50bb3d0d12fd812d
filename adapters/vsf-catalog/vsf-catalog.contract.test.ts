import { afterAll, beforeAll } from 'vitest';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { catalogContract } from '../../application/ports/contracts/test-catalog.contract';
import type { CatalogSeed } from '../memory/in-memory-catalog';
import { InMemoryCatalog } from '../memory/in-memory-catalog';
import { fixturesFor, type NodeMock, startNodeMock } from '../../mock-backend/node';
import { VsfCatalog } from './vsf-catalog';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterAll(() => mock.close());

const config = { origin: 'http://127.0.0.1', services: defaultRuntimeConfig.services, fetch: (...args: Parameters<typeof fetch>) => fetch(...args) };
catalogContract('VsfCatalog over the mock backend', () => new VsfCatalog(config));

/** The nl catalogue of the same fixture set, in memory. */
export function fixtureCatalogSeed(): CatalogSeed {
  const fixtures = fixturesFor(1, 60);
  const landing = fixtures.recommendations.landingPages.filter((l) => l.store === 'nl');
  return { nl: { ...(fixtures.catalog.nl as unknown as NonNullable<CatalogSeed['nl']>), landing_page: landing.map((l) => ({ ...l, filter_attributes: JSON.parse(l.filter_attributes) as Record<string, unknown> })) } };
}
catalogContract('InMemoryCatalog', () => new InMemoryCatalog(fixtureCatalogSeed()));
