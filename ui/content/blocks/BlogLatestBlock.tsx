import { text } from '../story-view';
import { BlogGrid } from '../BlogGrid';
import { useBlockContext } from './block-context';
import { type BlockProps } from './types';

/** The newest blog articles as cards (the block's limit, 3 by default), loaded with the page. */
export function BlogLatestBlock({ block }: BlockProps) {
  const { data } = useBlockContext();
  const articles = data.blogs[block._uid ?? ''] ?? [];
  if (articles.length === 0) return null;
  const title = text(block['title']);
  return (
    <section className="cms-blog-latest">
      {title && <h2 className="cms-section-title">{title}</h2>}
      <BlogGrid articles={articles} headingLevel={3} />
    </section>
  );
}
