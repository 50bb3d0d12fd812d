import { type StoreCode } from '../../domain/store-view/store-view';

export type Catalogue = Readonly<Record<string, string>>;

/**
 * One catalogue file per feature area and language (`catalogues/<area>/<store>.json`), so each feature keeps its own
 * texts; each file is its own chunk and a page loads only its store view's files.
 */
const files = import.meta.glob<{ default: Catalogue }>('./catalogues/*/*.json');

/** Loads one store view's catalogue: every area's file of that language, merged. */
export async function loadCatalogue(storeCode: StoreCode): Promise<Catalogue> {
  const own = Object.entries(files).filter(([path]) => path.endsWith(`/${storeCode}.json`));
  const parts = await Promise.all(own.map(async ([, load]) => (await load()).default));
  return Object.assign({}, ...parts) as Catalogue;
}
