import { type RouteName } from '../domain/routing/types';
import { type PageModule } from './routing/page-module';
import { type LazyScreenType } from './components/LazyScreen';

/** A screen file exports its `page` (its data type is its own: checked where the screen is written). */
type PageFile = () => Promise<{ page: object }>;

/**
 * Every screen file, by the path the build's manifest knows it by (ui/render/route-assets.ts); each is its own chunk,
 * loaded when its route is first visited. Plain imports: the type check sees each file and its `page` export.
 */
const screens = {
  './account/AccountPage.tsx': () => import('./account/AccountPage'),
  './account/LoginPage.tsx': () => import('./account/LoginPage'),
  './account/ResetPasswordPage.tsx': () => import('./account/ResetPasswordPage'),
  './cart/CartPage.tsx': () => import('./cart/CartPage'),
  './catalog/CategoryPage.tsx': () => import('./catalog/CategoryPage'),
  './catalog/LandingPage.tsx': () => import('./catalog/LandingPage'),
  './checkout/CheckoutFailedPage.tsx': () => import('./checkout/CheckoutFailedPage'),
  './checkout/CheckoutPage.tsx': () => import('./checkout/CheckoutPage'),
  './checkout/CheckoutReturnPage.tsx': () => import('./checkout/CheckoutReturnPage'),
  './content/BlogPage.tsx': () => import('./content/BlogPage'),
  './content/CmsPage.tsx': () => import('./content/CmsPage'),
  './content/HomePage.tsx': () => import('./content/HomePage'),
  './content/PreviewPage.tsx': () => import('./content/PreviewPage'),
  './error/ErrorPage.tsx': () => import('./error/ErrorPage'),
  './not-found/NotFoundPage.tsx': () => import('./not-found/NotFoundPage'),
  './product/ProductPage.tsx': () => import('./product/ProductPage'),
  './search/SearchResultsPage.tsx': () => import('./search/SearchResultsPage'),
  './store-locator/StoreLocatorPage.tsx': () => import('./store-locator/StoreLocatorPage'),
  './styleguide/StyleguidePage.tsx': () => import('./styleguide/StyleguidePage'),
} satisfies Record<string, PageFile>;

type ScreenFile = keyof typeof screens;

/** Which screen renders which route name of the domain (catalogue spec §2, cart spec §2). */
export const pageFiles: Readonly<Record<RouteName, ScreenFile>> = {
  home: './content/HomePage.tsx',
  'cms-page': './content/CmsPage.tsx',
  'cms-story': './content/CmsPage.tsx',
  'about-us': './content/CmsPage.tsx',
  storyblok: './content/PreviewPage.tsx',
  'storyblok-empty': './content/PreviewPage.tsx',
  blog: './content/BlogPage.tsx',
  storelocator: './store-locator/StoreLocatorPage.tsx',
  'simple-product': './product/ProductPage.tsx',
  'virtual-product': './product/ProductPage.tsx',
  'bundle-product': './product/ProductPage.tsx',
  'downloadable-product': './product/ProductPage.tsx',
  'grouped-product': './product/ProductPage.tsx',
  'configurable-product': './product/ProductPage.tsx',
  product: './product/ProductPage.tsx',
  category: './catalog/CategoryPage.tsx',
  'landing-page': './catalog/LandingPage.tsx',
  search: './search/SearchResultsPage.tsx',
  cart: './cart/CartPage.tsx',
  checkout: './checkout/CheckoutPage.tsx',
  'checkout-return': './checkout/CheckoutReturnPage.tsx',
  'checkout-failed': './checkout/CheckoutFailedPage.tsx',
  login: './account/LoginPage.tsx',
  'reset-password': './account/ResetPasswordPage.tsx',
  'my-account': './account/AccountPage.tsx',
  'my-details': './account/AccountPage.tsx',
  'my-orders': './account/AccountPage.tsx',
  'my-order': './account/AccountPage.tsx',
  styleguide: './styleguide/StyleguidePage.tsx',
  error: './error/ErrorPage.tsx',
  'page-not-found': './not-found/NotFoundPage.tsx',
};

/** The lazy screen (catalogue spec §2) shown while a route's screen is not there yet: lists get the grid, the rest a page. */
export function lazyScreenOf(name: RouteName): LazyScreenType {
  return name === 'category' || name === 'landing-page' || name === 'search' ? 'grid' : 'page';
}

const loaded = new Map<string, PageModule>();

/** The page module of a route, imported once. */
export async function loadPageModule(name: RouteName): Promise<PageModule> {
  const file = pageFiles[name];
  const cached = loaded.get(file);
  if (cached) return cached;
  const { page } = (await screens[file]()) as { page: PageModule };
  loaded.set(file, page);
  return page;
}

/** The page module if it was already imported (rendering is synchronous; loaders import it first). */
export function loadedPageModule(name: RouteName): PageModule | undefined {
  return loaded.get(pageFiles[name]);
}
