import type { StoreCode, StoreView } from '../store-view/store-view';

/** The URL prefix of a store view: its url when appendStoreCode is on, else none (catalogue spec §2). */
export function storePrefix(view: StoreView): string {
  return view.appendStoreCode ? view.url : '';
}

/** The store view whose prefix starts the path, else the one without prefix (the default, Dutch view). */
export function storeViewOfPath(path: string, views: readonly StoreView[]): { view: StoreView; rest: string } {
  for (const view of views) {
    const prefix = storePrefix(view);
    if (prefix === '') continue;
    if (path === prefix) return { view, rest: '/' };
    if (path.startsWith(`${prefix}/`)) return { view, rest: path.slice(prefix.length) };
  }
  const fallback = views.find((v) => storePrefix(v) === '') ?? views[0];
  if (fallback === undefined) throw new RangeError('No store views configured');
  return { view: fallback, rest: path };
}

/** The store view with the code; a programmer error when it is not configured. */
export function storeViewOf(code: StoreCode, views: readonly StoreView[]): StoreView {
  const view = views.find((v) => v.storeCode === code);
  if (view === undefined) throw new RangeError(`Store view ${code} is not configured`);
  return view;
}
