import { type BlogArticle } from '../../domain/content/content-types';
import { toPicture } from './cms-image';
import { type BlogCard } from './story-view';
import { storyPath } from './story-path';

/** A blog list entry as a card: its link is cardLink.url, else the article's own path. */
export function toBlogCard(article: BlogArticle): BlogCard {
  const image = toPicture(article.content.cardImage);
  const link = article.content.cardLink?.url?.trim();
  return {
    id: String(article.id),
    title: article.content.title,
    href: link ? link : (storyPath(article.full_slug) ?? `/${article.full_slug}`),
    ...(image ? { image } : {}),
    ...(article.first_published_at ? { publishedAt: article.first_published_at } : {}),
  };
}
