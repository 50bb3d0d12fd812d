/** Catalogue business constants and limits (catalogue spec §9), typed and frozen. */

export const STORE_DEFAULTS = {
  defaultStoreCode: 'nl',
  currency: 'EUR',
  defaultCountry: { nl: 'NL', en: 'NL', de: 'DE' },
  locales: { nl: 'nl-NL', en: 'en-US', de: 'de-DE' },
  dateFormats: { nl: 'HH:mm D/M/YYYY', en: 'HH:mm D/M/YYYY', de: 'HH:mm D-M-YYYY' },
  taxFallbackCountry: 'PL',
  defaultFractionDigits: 2,
  defaultLanguageFallback: 'en',
} as const;

export const SIZES = {
  productList: 50,
  categoryList: 4000,
  categoryListSort: 'position:asc',
  rootCategoryId: 2,
  categoryPrefetchLevel: 2,
  attributePage: 150,
  stockListChunk: 15,
  blogPage: 8,
  defaultBlogStorePath: '/nl',
  searchPanel: 18,
  headerSearchPanel: 16,
  landingPageLimit: 20,
  recommendationListLimit: 8,
  filterAggregationSize: 10,
  maxFilterQuerySize: 999,
  defaultShownFacetValues: 5,
  cmsMax: 500,
  carouselLimit: 10,
  defaultCategorySort: 'category.position asc',
} as const;

export const SEARCH = {
  minScore: 0.02,
  clientTimeoutMs: 5000,
  serverTimeoutMs: 1000,
  fuzziness: 2,
  minimumShouldMatch: '75%',
  boosts: { name: 4, sku: 2, 'category.name': 1 },
  minCharacters: 3,
  autocompleteDebounceMs: 500,
} as const;

/** Category ids where the size selector rules apply. */
export const SIZE_SELECTOR_CATEGORY_IDS = [3775, 387, 3777, 389] as const;

export const IMAGES = {
  gallery: { width: 600, height: 744 },
  productThumbnail: { width: 375, height: 469 },
  cartThumbnail: { width: 210, height: 300 },
  productSrcsetBreakpoints: [512, 768, 1023, 1024],
  cmsWidths: [1920, 1440, 1024, 768, 540, 375],
  cmsPlaceholder: { widthDivisor: 4, quality: 50 },
  defaultFormatWhenSupported: 'webp',
  responsiveWidths: [1920, 1440, 1280, 1023, 768, 540, 400],
  cardRatio: { width: 4, height: 5 },
  imageTextRatio: { desktop: { width: 83, height: 70 }, mobile: { width: 32, height: 27 } },
} as const;

export const BREAKPOINTS = { mobileMax: 1024, others: [400, 768, 1200, 1280, 1400] } as const;

export const TIMINGS = {
  outputCacheTtlSeconds: 86400,
  localCacheUnresponsiveMs: 800,
  localCacheIterateMs: 2000,
  quotaCheckMs: 30000,
  defaultCacheSizeKb: 4096,
  uspRotationMs: 5000,
  uspAnimationMs: 300,
  submenuPopMs: 300,
  menuCloseMs: 200,
  componentLoadTimeoutMs: 3000,
  newsletterPopupMs: 8000,
  modalCloseAnimationMs: 400,
  scrollDebounceMs: 33,
  expandAnimationMs: 250,
  slideTransitionS: 0.2,
  hoverImageSwapMs: 800,
  listboxOpenAnimationMs: 150,
  scrollToTopStepDivisor: 15,
  headerScrollResetMs: 200,
  bottomSheetTransitionS: 0.4,
  typeaheadResetMs: 1000,
  carouselLinkReenableMs: 500,
} as const;

export const LAYOUT = {
  swipeToClosePx: 100,
  scrollThresholdPx: 20,
  headerHeightPx: { top: 80, scrolled: 70 },
  carouselEagerCards: 4,
  carouselDragThresholdPx: 20,
  labelMaxWidthListPx: [80, 100, 200],
  labelMaxWidthProductViewMobilePx: 250,
  pagination: { visiblePages: 3, blogVisiblePages: 5, itemPx: 40 },
  select: { optionHeightPx: 49, visibleOptions: 5, sizeDropdownMinHeight: 4 },
  sidebarWidthPx: { language: 550, changePassword: 550, microcart: 700 },
  notification: { widthPx: 370, topDesktopPx: 100 },
  mobileHeaderPx: 48,
  uspBarMobilePx: 40,
  mobilePageBottomPaddingPx: 100,
  newsletterSectionPx: 520,
  footerSectionPx: 260,
  accessibilityButtonBottomPx: 100,
  subMenuColumnLinks: 6,
} as const;

export const PROMOTIONS = { newsletterCouponPercent: 10, freeReturnDays: 30 } as const;
