import { type ProviderSession } from '../../application/ports/search-provider-port';
import { type StoreView } from '../../domain/store-view/store-view';
import { type UseCases } from '../../application/use-cases/shop-use-cases';
import { toBlogCard } from './blog-card';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { onePerFamily } from '../../domain/catalog/product-family';
import { cardFromProduct, type ProductCardView } from '../../application/catalog/product-card-presenter';
import { allBlocks, type BlockData, type BlogCard, type CmsBlock, text } from './story-view';

const LATEST_BLOGS_DEFAULT = 3;
/** The server renders for a desktop touchpoint (as the listing and product pages do). */
const SERVER_VIEWPORT = 1280;

const positiveInt = (value: unknown, fallback: number): number => {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The skus of a carousel block: a comma list (or an array). */
export function carouselSkus(block: CmsBlock): string[] {
  const raw: unknown = block['skus'];
  const list = Array.isArray(raw) ? raw.map(text) : text(raw).split(',');
  return list.map((s) => s.trim()).filter((s) => s !== '');
}

/** The block's recommendations flag (a Storyblok boolean; 'true' from hand-made stories too). */
export function wantsRecommendations(block: CmsBlock): boolean {
  const flag: unknown = block['recommendations'];
  return flag === true || flag === 'true';
}

/** Who the search provider ranks for: its keys for this visitor, desktop on the server. */
async function providerSession(useCases: UseCases, view: StoreView): Promise<ProviderSession> {
  const keys = await useCases.providerKeys.current();
  return { storeCode: view.storeCode, viewportWidth: typeof window === 'undefined' ? SERVER_VIEWPORT : window.innerWidth, ...keys };
}

/** A block that shows every colour of a product as a card of its own says so (`every_colour`); by default one a family. */
const everyColour = (block: CmsBlock): boolean => block['every_colour'] === true || block['every_colour'] === 'true';

/** Colours of one product take several places of a list: ask for this many times the cards to fill the carousel. */
const FAMILY_HEADROOM = 3;

async function carousel(block: CmsBlock, useCases: UseCases, view: StoreView, now: number): Promise<ProductCardView[]> {
  const skus = carouselSkus(block);
  const categoryId = text(block['category_id'] ?? block['category']).trim();
  const limit = positiveInt(block['limit'], 10);
  if (skus.length === 0 && categoryId === '') return [];
  const storeCode = view.storeCode;
  const perFamily = !everyColour(block);
  const asked = perFamily ? limit * FAMILY_HEADROOM : limit;
  const products = await useCases.loadCarousel.execute(
    skus.length > 0
      ? { storeCode, skus, limit: asked }
      : { storeCode, categoryId, limit: asked, ...(wantsRecommendations(block) ? { recommendedFor: await providerSession(useCases, view) } : {}) },
  );
  const context = { storeCode: view.storeCode, now, displayOutOfStockSizes: defaultRuntimeConfig.catalog.displayOutOfStockSizes };
  return (perFamily ? onePerFamily(products) : products).slice(0, limit).map((p) => cardFromProduct(p, context));
}

async function latestBlogs(block: CmsBlock, useCases: UseCases, view: StoreView): Promise<BlogCard[]> {
  const result = await useCases.loadBlogList.execute({ storeCode: view.storeCode, path: '/blog' });
  if (!result.ok) return [];
  return result.value.articles.slice(0, positiveInt(block['limit'], LATEST_BLOGS_DEFAULT)).map(toBlogCard);
}

/**
 * Loads what the story's blocks show beyond the story (products of carousels by sku or category, ranked by the search
 * provider when the block's recommendations flag is set; the latest blog articles), in parallel, so the server renders
 * them into the page. A failed list is empty (LoadCarousel logs it and falls back from recommendations to newest).
 */
export async function loadBlockData(root: CmsBlock, useCases: UseCases, view: StoreView, now: number): Promise<BlockData> {
  const blocks = allBlocks(root).filter((b) => b._uid !== undefined);
  const carousels: Record<string, readonly ProductCardView[]> = {};
  const blogs: Record<string, readonly BlogCard[]> = {};
  await Promise.all(
    blocks.map(async (block) => {
      const uid = block._uid ?? '';
      if (block.component === 'product_carousel') carousels[uid] = await carousel(block, useCases, view, now);
      if (block.component === 'blog_latest') blogs[uid] = await latestBlogs(block, useCases, view);
    }),
  );
  return { carousels, blogs };
}
