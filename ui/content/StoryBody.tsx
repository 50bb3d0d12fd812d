import { useMemo } from 'react';
import { type StoreCode } from '../../domain/store-view/store-view';
import { BlockContext, blockContextValue } from './blocks/block-context';
import { Blocks } from './blocks/Blocks';
import { BlogArticleView } from './BlogArticleView';
import { blocksOf, type StoryView } from './story-view';

export interface StoryBodyProps {
  readonly story: StoryView;
  readonly storeCode: StoreCode;
}

/** A story's content: a page's body blocks, or a blog article with its heading; every block through the registry. */
export function StoryBody({ story, storeCode }: StoryBodyProps) {
  const context = useMemo(() => blockContextValue(story.blockData, storeCode), [story.blockData, storeCode]);
  const { content } = story;
  return (
    <BlockContext.Provider value={context}>
      {content.component === 'blog_article' ? <BlogArticleView story={story} /> : <Blocks blocks={blocksOf(content['body'])} />}
    </BlockContext.Provider>
  );
}
