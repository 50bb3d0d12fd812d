import type * as StructuredDataModule from '../../domain/seo/structured-data';

/** The JSON-LD builders of the domain (domain/seo/structured-data.ts), as a page loader's head receives them. */
export type StructuredData = typeof StructuredDataModule;

/**
 * The JSON-LD builders, loaded by the page loaders that write a head: only the server's render and a client
 * navigation run a loader, so they are not in the JavaScript a page needs before it is interactive (0.4–0.5
 * kB less on every public page). A loader asks for them when it starts, beside its data.
 */
export function loadStructuredData(): Promise<StructuredData> {
  return import('../../domain/seo/structured-data');
}
