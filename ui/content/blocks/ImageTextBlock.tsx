import { toPicture } from '../cms-image';
import { linkTarget } from '../cms-href';
import { CmsImage } from '../CmsImage';
import { CmsLink } from '../CmsLink';
import { RichText } from '../RichText';
import { text } from '../story-view';
import { type BlockProps } from './types';

/** A picture beside a text (83:70 on desktop, 32:27 on phones, catalogue spec §9); image left or right. */
export function ImageTextBlock({ block }: BlockProps) {
  const picture = toPicture(block['image']);
  const title = text(block['title']);
  const button = text(block['button_text']);
  const target = linkTarget(block['link']);
  const right = text(block['image_position']) === 'right';
  return (
    <section className={`cms-image-text${right ? ' cms-image-text--right' : ''}`}>
      {picture && (
        <div className="cms-image-text__media">
          <CmsImage picture={picture} sizes="(max-width: 1024px) 100vw, 50vw" />
        </div>
      )}
      <div className="cms-image-text__body">
        {title && <h2 className="cms-section-title">{title}</h2>}
        <RichText value={block['text']} headingShift={1} />
        {button && target && (
          <CmsLink target={target} className="button button--outline cms-button">
            {button}
          </CmsLink>
        )}
      </div>
    </section>
  );
}
