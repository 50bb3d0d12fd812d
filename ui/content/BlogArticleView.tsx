import { FormattedMessage, useIntl } from 'react-intl';
import { useBlockContext } from './blocks/block-context';
import { Blocks } from './blocks/Blocks';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { messages } from './messages';
import { plainText, RichText } from './RichText';
import { blocksOf, type StoryView, text } from './story-view';
import { storePath } from './store-paths';

/**
 * A blog article (its route is 'not shown' in catalogue spec §2; it renders on the CMS story route): breadcrumbs
 * Home > Blog > title, the title, date and intro, then its blocks.
 */
export function BlogArticleView({ story }: { readonly story: StoryView }) {
  const intl = useIntl();
  const { storeCode } = useBlockContext();
  const title = text(story.content['title']) || story.name;
  const body = blocksOf(story.content['body']);
  // Editors often open the body with the intro itself; it is then not shown twice.
  const intro = plainText(story.content['intro']).trim();
  const showIntro = intro !== '' && !plainText(body[0]?.['text']).trim().startsWith(intro);
  return (
    <article className="blog-article">
      <header className="blog-article__head">
        <Breadcrumbs crumbs={[{ label: intl.formatMessage(messages.blog), to: storePath(storeCode, '/blog/') }, { label: title }]} />
        {story.firstPublishedAt && (
          <p className="blog-article__date">
            <FormattedMessage
              {...messages.publishedOn}
              values={{ date: intl.formatDate(story.firstPublishedAt, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) }}
            />
          </p>
        )}
        <h1 className="blog-article__title">{title}</h1>
        {showIntro && <RichText value={story.content['intro']} className="blog-article__intro" />}
      </header>
      <div className="blog-article__body">
        <Blocks blocks={body} offset={1} />
      </div>
    </article>
  );
}
