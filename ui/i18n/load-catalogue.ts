import { type StoreCode } from '../../domain/store-view/store-view';

export type Catalogue = Readonly<Record<string, string>>;

const loaders: Record<StoreCode, () => Promise<{ default: Catalogue }>> = {
  nl: () => import('./catalogues/nl.json'),
  en: () => import('./catalogues/en.json'),
  de: () => import('./catalogues/de.json'),
};

/** Loads one store view's catalogue as its own chunk, so a page ships one language only. */
export async function loadCatalogue(storeCode: StoreCode): Promise<Catalogue> {
  return (await loaders[storeCode]()).default;
}
