import { type StoreCode, type StoreView } from '../../domain/store-view/store-view';

/** The host of a store view whose url is absolute ('https://shop.de/'), else undefined (a path prefix). */
function hostOf(view: StoreView): string | undefined {
  if (!/^(https?:)?\/\//.test(view.url)) return undefined;
  try {
    return new URL(view.url, 'http://placeholder.invalid').host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Multistore (catalogue spec §2): when the request's host belongs to another store view than the one the path
 * selected, the path of that store view's home to redirect to. Only store views whose url names a host take part.
 */
export function multistoreRedirect(url: URL, current: StoreCode, views: readonly StoreView[]): string | undefined {
  const host = url.host.toLowerCase();
  const owner = views.find((view) => hostOf(view) === host);
  if (owner === undefined || owner.storeCode === current) return undefined;
  return owner.url.replace(/\/?$/, '/');
}
