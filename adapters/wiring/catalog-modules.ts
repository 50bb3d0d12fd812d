import { ContainerModule } from 'inversify';
import { CatalogSettings, catalogSettingsFrom } from '../../application/catalog/catalog-settings';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { CatalogPort } from '../../application/ports/catalog-port';
import { LoggerPort } from '../../application/ports/logger-port';
import { SearchProviderPort } from '../../application/ports/search-provider-port';
import { StockPort } from '../../application/ports/stock-port';
import { UrlMapPort } from '../../application/ports/url-map-port';
import type { ApiConfig } from '../config/api-config';
import { ElevateSearch } from '../elevate/elevate-search';
import { MagentoStock } from '../magento-stock/magento-stock';
import { type CatalogSeed, InMemoryCatalog } from '../memory/in-memory-catalog';
import { InMemorySearchProvider, type SearchProviderSeed } from '../memory/in-memory-search-provider';
import { InMemoryStock } from '../memory/in-memory-stock';
import { InMemoryUrlMap, type UrlMapSeed } from '../memory/in-memory-url-map';
import { VsfUrlMap } from '../url-map/vsf-url-map';
import { VsfCatalog } from '../vsf-catalog/vsf-catalog';

const searchProviderMethods = ['page', 'productPage', 'autocomplete', 'cartPage', 'notify', 'redirect', 'subcategories'] as const;

/**
 * A search adapter that is missing or invalid is a thrown error (catalogue spec §8), raised when the port is first
 * resolved rather than as a TypeError deep inside a page load. Invalid means it lacks a method of the port.
 */
export function validSearchProvider(candidate: SearchProviderPort): SearchProviderPort {
  const missing = searchProviderMethods.filter(
    (method) => typeof (candidate as unknown as Record<string, unknown> | null | undefined)?.[method] !== 'function',
  );
  if (missing.length > 0) throw new Error(`Invalid search adapter: it does not implement ${missing.join(', ')} of SearchProviderPort`);
  return candidate;
}

/** The ports a catalogue adapter set binds; both sets bind exactly these. */
export const catalogPorts = [CatalogPort, SearchProviderPort, StockPort, UrlMapPort] as const;

/**
 * The catalogue ports over the real services (or the mock backend on the same wire): the VSF catalogue and URL
 * map, Elevate, Magento stock. Needs LoggerPort from an infrastructure module.
 */
export const catalogAdapters = (config: ApiConfig) =>
  new ContainerModule(({ bind }) => {
    bind(CatalogPort).toConstantValue(new VsfCatalog(config));
    bind(SearchProviderPort)
      .toDynamicValue((context) => new ElevateSearch(config, context.get<LoggerPort>(LoggerPort)))
      .inSingletonScope();
    bind(StockPort)
      .toDynamicValue((context) => new MagentoStock(config, context.get<LoggerPort>(LoggerPort)))
      .inSingletonScope();
    bind(UrlMapPort)
      .toDynamicValue((context) => new VsfUrlMap(config, context.get<LoggerPort>(LoggerPort)))
      .inSingletonScope();
  });

export interface CatalogMemorySeed {
  readonly catalog?: CatalogSeed;
  readonly searchProvider?: SearchProviderSeed;
  readonly stock?: ConstructorParameters<typeof InMemoryStock>[0];
  readonly urlMap?: UrlMapSeed;
}

/** The catalogue ports in memory; each concrete class is bound too, so a test can reach the instance the ports use. */
export const catalogMemoryAdapters = (seed: CatalogMemorySeed = {}) =>
  new ContainerModule(({ bind }) => {
    bind(InMemoryCatalog).toConstantValue(new InMemoryCatalog(seed.catalog));
    bind(CatalogPort).toService(InMemoryCatalog);
    bind(InMemorySearchProvider).toConstantValue(new InMemorySearchProvider(seed.searchProvider));
    bind(SearchProviderPort).toService(InMemorySearchProvider);
    bind(InMemoryStock).toConstantValue(new InMemoryStock(seed.stock));
    bind(StockPort).toService(InMemoryStock);
    bind(InMemoryUrlMap).toConstantValue(new InMemoryUrlMap(seed.urlMap));
    bind(UrlMapPort).toService(InMemoryUrlMap);
  });

/** The settings of the catalogue, search and routing use cases, and the check every search provider passes when first resolved. */
export const catalogUseCases = (settings: CatalogSettings = catalogSettingsFrom(defaultRuntimeConfig)) =>
  new ContainerModule(({ bind, onActivation }) => {
    onActivation<SearchProviderPort>(SearchProviderPort, (_context, provider) => validSearchProvider(provider));
    bind(CatalogSettings).toConstantValue(settings);
  });
