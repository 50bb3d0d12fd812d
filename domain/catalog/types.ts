/** Every catalogue entity of catalogue spec §3, in one import for the rest of the app. */
export type * from './product-types';
export type * from './category-types';
export type * from './search-provider-types';
export type * from '../content/content-types';
