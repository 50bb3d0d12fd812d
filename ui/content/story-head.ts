import { type CmsStory } from '../../domain/content/content-types';
import { type PageHead } from '../routing/page-module';
import { imageUrl } from '../components/image-url';
import { toPicture } from './cms-image';
import { plainText } from './RichText';
import { allBlocks, type CmsBlock, seoOf } from './story-view';
import { storyAlternates, storyPath } from './story-path';

const OG_IMAGE_WIDTH = 1200;
const DESCRIPTION_MAX = 160;

/** The first picture of a story (a hero, an article's card image) for Open Graph. */
function firstPicture(content: CmsBlock) {
  return (
    toPicture(content['cardImage']) ??
    toPicture(content['hero']) ??
    allBlocks(content)
      .map((b) => toPicture(b['image']))
      .find((p) => p !== undefined)
  );
}

/** A description when the story's SEO has none: the intro or its first text, cut at a word. */
function fallbackDescription(content: CmsBlock): string | undefined {
  const source =
    plainText(content['intro']) ||
    allBlocks(content)
      .map((b) => plainText(b['text']))
      .find((t) => t.trim() !== '') ||
    '';
  const clean = source.replace(/\s+/g, ' ').trim();
  if (clean === '') return undefined;
  return clean.length <= DESCRIPTION_MAX ? clean : `${clean.slice(0, clean.lastIndexOf(' ', DESCRIPTION_MAX)).trim()}…`;
}

/**
 * The `<head>` of a CMS page: title and description from the story's SEO (name and text otherwise), the canonical
 * path, hreflang alternates nl, en, de and x-default from the CMS alternates, and Open Graph.
 */
export function storyHead(story: CmsStory, url: URL): PageHead {
  const content = story.content as CmsBlock;
  const seo = seoOf(content);
  const heading = typeof content['title'] === 'string' ? content['title'] : undefined;
  const title = seo.title ?? heading ?? story.name ?? '';
  const description = seo.description ?? fallbackDescription(content);
  const canonical = storyPath(story.full_slug) ?? url.pathname;
  const picture = firstPicture(content);
  const article = content.component === 'blog_article';
  return {
    title,
    ...(description ? { description } : {}),
    canonical,
    alternates: storyAlternates(story),
    openGraph: {
      title,
      type: article ? 'article' : 'website',
      url: canonical,
      ...(description ? { description } : {}),
      ...(picture ? { image: imageUrl(picture.src, { width: Math.min(OG_IMAGE_WIDTH, picture.width ?? OG_IMAGE_WIDTH) }) } : {}),
      ...(article && story.first_published_at ? { 'article:published_time': story.first_published_at } : {}),
    },
  };
}
