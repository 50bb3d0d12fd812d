import type { RuntimeConfig } from '../config/runtime-config';
import type { StockPolicy } from '../../domain/catalog/variant-availability';

export const CatalogSettings = Symbol.for('CatalogSettings');

/** The flags of RuntimeConfig the catalogue and routing use cases read (catalogue spec §4, §5; cart spec §2). */
export interface CatalogSettings {
  readonly listOutOfStockProducts: boolean;
  readonly displayOutOfStockSizes: boolean;
  readonly preventConfigurableChildDirectAccess: boolean;
  readonly enableMapFallbackUrl: boolean;
  readonly useTrailingSlashes: boolean;
  /** url.dispatcher: products and categories answer at their url_path (catalogue spec §2). */
  readonly urlDispatcher: boolean;
}

export const catalogSettingsFrom = (config: Pick<RuntimeConfig, 'catalog' | 'url' | 'seo'>): CatalogSettings => ({
  listOutOfStockProducts: config.catalog.listOutOfStockProducts,
  displayOutOfStockSizes: config.catalog.displayOutOfStockSizes,
  preventConfigurableChildDirectAccess: config.catalog.preventConfigurableChildDirectAccess,
  enableMapFallbackUrl: config.url.enableMapFallbackUrl,
  useTrailingSlashes: config.seo.useTrailingSlashes,
  urlDispatcher: config.url.dispatcher,
});

export const stockPolicy = (settings: CatalogSettings): StockPolicy => ({ listOutOfStock: settings.listOutOfStockProducts });

/** Fills the placeholders of a catalogue log text ('... {key} = {value}'). */
export const fillText = (text: string, params: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
