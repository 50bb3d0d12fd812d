/** CMS stories, images and blog entries as the headless CMS sends them (catalogue spec §3). */

export interface ImageAsset {
  readonly filename: string;
  readonly alt?: string | null;
  readonly focus?: string | null;
}

export interface CmsStoryContent {
  readonly component: string;
  readonly _uid?: string;
  readonly seo?: unknown;
  readonly node?: unknown;
  readonly [field: string]: unknown;
}

export interface CmsAlternate {
  readonly full_slug: string;
}

export interface CmsStory {
  readonly id: number | string;
  readonly uuid?: string;
  readonly name?: string;
  readonly slug?: string;
  readonly full_slug: string;
  readonly content: CmsStoryContent;
  readonly alternates?: readonly CmsAlternate[];
  readonly published_at?: string | null;
  readonly first_published_at?: string | null;
}

export interface BlogArticle {
  readonly id: number | string;
  readonly full_slug: string;
  readonly first_published_at: string | null;
  readonly content: {
    readonly title: string;
    readonly cardImage?: ImageAsset;
    readonly cardLink?: { readonly url: string };
  };
}

export interface BlogList {
  readonly stories: readonly BlogArticle[];
  readonly total: number;
}
