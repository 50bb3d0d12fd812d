import { afterAll, beforeAll } from 'vitest';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { catalogContract } from '../../testing/contracts/catalog.contract';
import { fixturesFor, type NodeMock, startNodeMock } from '../../mock-backend/node';
import { type CatalogSeed, InMemoryCatalog } from '../memory/in-memory-catalog';
import { mockApiConfig } from '../../testing/mock-api-config';
import { VsfCatalog } from './vsf-catalog';

/** With STOREFRONT_API_URL set, the contract runs against that API instead of the in-process mock backend. */
const realApi = process.env['STOREFRONT_API_URL'];

if (realApi === undefined || realApi === '') {
  let mock: NodeMock;
  beforeAll(() => {
    mock = startNodeMock({ seed: 1, products: 60 });
  });
  afterAll(() => mock.close());
  catalogContract('VsfCatalog over the mock backend', () => new VsfCatalog(mockApiConfig()));
} else {
  catalogContract(
    `VsfCatalog against ${realApi}`,
    () => new VsfCatalog({ origin: realApi, services: { ...defaultRuntimeConfig.services, apiUrl: realApi }, fetch: (...args) => fetch(...args) }),
  );
}

/** The nl catalogue of the mock's fixture set, in memory. */
function fixtureCatalogSeed(): CatalogSeed {
  const fixtures = fixturesFor(1, 60);
  const landing = fixtures.recommendations.landingPages.filter((l) => l.store === 'nl');
  return {
    nl: {
      ...(fixtures.catalog.nl as unknown as NonNullable<CatalogSeed['nl']>),
      landing_page: landing.map((l) => ({ ...l, filter_attributes: JSON.parse(l.filter_attributes) as Record<string, unknown> })),
    },
  };
}
catalogContract('InMemoryCatalog', () => new InMemoryCatalog(fixtureCatalogSeed()));
