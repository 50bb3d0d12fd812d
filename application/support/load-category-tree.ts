import { inject, injectable } from 'inversify';
import { CatalogPort } from '../ports/catalog-port';
import type { Category } from '../../domain/catalog/types';
import type { StoreCode } from '../../domain/store-view/store-view';

export interface CategoryNode {
  readonly id: string;
  readonly name: string;
  readonly urlPath?: string;
  readonly level: number;
  readonly active: boolean;
  readonly inMenu: boolean;
  readonly productCount?: number;
  readonly children: readonly CategoryNode[];
}

const bySortOrder = (a: Category, b: Category): number => (a.position ?? 0) - (b.position ?? 0) || String(a.id).localeCompare(String(b.id));

/** The category tree of a store view from the catalogue index, roots first, children by position. */
@injectable()
export class LoadCategoryTree {
  constructor(@inject(CatalogPort) private readonly catalog: CatalogPort) {}

  async execute(storeCode: StoreCode, depth: number): Promise<readonly CategoryNode[]> {
    const { items } = await this.catalog.search(storeCode, 'category', { size: 999, sort: [{ field: 'position', direction: 'asc' }] });
    const ids = new Set(items.map((c) => String(c.id)));
    const childrenOf = (parent: string | null): Category[] =>
      items.filter((c) => (parent === null ? c.parent_id === null || !ids.has(String(c.parent_id)) : String(c.parent_id) === parent)).sort(bySortOrder);
    const build = (category: Category, remaining: number): CategoryNode => ({
      id: String(category.id),
      name: category.name,
      ...(category.url_path === undefined ? {} : { urlPath: category.url_path }),
      level: category.level,
      active: category.is_active,
      inMenu: category.include_in_menu === undefined ? true : Boolean(category.include_in_menu),
      ...(category.product_count === undefined ? {} : { productCount: category.product_count }),
      children: remaining <= 1 ? [] : childrenOf(String(category.id)).map((c) => build(c, remaining - 1)),
    });
    return childrenOf(null).map((c) => build(c, depth));
  }
}
