import { FormattedMessage, useIntl } from 'react-intl';
import { ShopLink } from '../components/ShopLink';
import { CmsImage } from './CmsImage';
import { messages } from './messages';
import { type BlogCard } from './story-view';

export interface BlogGridProps {
  readonly articles: readonly BlogCard[];
  readonly headingLevel: 2 | 3;
}

/** Blog article cards: picture (4:5), date and title, the whole card one link. */
export function BlogGrid({ articles, headingLevel }: BlogGridProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="blog-grid">
      {articles.map((article) => (
        <li key={article.id} className="blog-card">
          <ShopLink to={article.href} className="blog-card__link">
            <span className="blog-card__media">
              {article.image && <CmsImage picture={{ ...article.image, alt: '' }} sizes="(max-width: 768px) 100vw, (max-width: 1280px) 50vw, 25vw" />}
            </span>
            <Heading className="blog-card__title">{article.title}</Heading>
            {article.publishedAt && (
              <span className="blog-card__date">
                <FormattedMessage
                  {...messages.publishedOn}
                  values={{ date: intl.formatDate(article.publishedAt, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) }}
                />
              </span>
            )}
            <span className="blog-card__more" aria-hidden="true">
              <FormattedMessage {...messages.readArticle} />
            </span>
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
