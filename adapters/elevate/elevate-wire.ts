import * as z from 'zod/mini';

const priceRange = z.looseObject({ min: z.number(), max: z.optional(z.number()) });

const variantWire = z.looseObject({ key: z.string(), inStock: z.boolean(), ticket: z.optional(z.string()) });

const productWire = z.looseObject({
  key: z.string(),
  title: z.string(),
  link: z.string(),
  ticket: z.string(),
  inStock: z.boolean(),
  sellingPrice: priceRange,
  listPrice: priceRange,
  imageInfo: z.looseObject({ images: z.array(z.looseObject({ sources: z.array(z.looseObject({ url: z.string() })) })) }),
  variants: z.optional(z.array(variantWire)),
});

export const productGroupWire = z.looseObject({ key: z.string(), products: z.array(productWire) });

const recommendationListWire = z.looseObject({ id: z.optional(z.string()), algorithm: z.string(), productGroups: z.array(productGroupWire) });

const contentListWire = z.looseObject({
  id: z.optional(z.string()),
  items: z.array(
    z.looseObject({
      key: z.string(),
      ticket: z.string(),
      link: z.string(),
      custom: z.optional(z.looseObject({ page_url: z.optional(z.string()), short_description: z.optional(z.string()) })),
    }),
  ),
});

const primaryListWire = z.looseObject({
  totalHits: z.number(),
  productGroups: z.array(productGroupWire),
  facets: z.array(z.looseObject({ id: z.string(), type: z.string() })),
  sort: z.looseObject({ selected: z.string(), options: z.array(z.looseObject({ id: z.string(), label: z.string() })) }),
});

/** landing-page and search-page answers (wire-reference §4). */
export const pageWire = z.looseObject({
  primaryList: z.optional(primaryListWire),
  navigation: z.optional(z.looseObject({ breadcrumbs: z.array(z.looseObject({ label: z.string(), path: z.string() })) })),
  contentLists: z.array(contentListWire),
  recommendationLists: z.optional(z.array(recommendationListWire)),
  published: z.optional(z.boolean()),
  seo: z.optional(z.looseObject({})),
});

export const productPageWire = z.looseObject({
  productGroup: z.optional(productGroupWire),
  recommendationLists: z.array(recommendationListWire),
});

export const autocompleteWire = z.looseObject({
  productSuggestions: z.array(productGroupWire),
  phraseSuggestions: z.array(z.looseObject({ q: z.string(), highlighted: z.optional(z.string()) })),
  totalHits: z.optional(z.number()),
  redirectLink: z.optional(z.string()),
});

export const cartPageWire = z.looseObject({ recommendationLists: z.array(recommendationListWire) });

export const redirectWire = z.looseObject({ redirect: z.nullable(z.looseObject({ url: z.string() })) });

export const subcategoriesWire = z.looseObject({ items: z.array(z.looseObject({ url_path: z.string(), link: z.string() })) });

export type PageWire = z.infer<typeof pageWire>;
