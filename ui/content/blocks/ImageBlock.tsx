import { toPicture } from '../cms-image';
import { CmsImage } from '../CmsImage';
import { text } from '../story-view';
import { type BlockProps } from './types';

/** One picture across the content column, with an optional caption. */
export function ImageBlock({ block, index }: BlockProps) {
  const picture = toPicture(block['image']);
  if (!picture) return null;
  const caption = text(block['caption']);
  return (
    <figure className="cms-figure">
      <CmsImage picture={picture} sizes="(max-width: 1024px) 100vw, 960px" priority={index === 0} />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
