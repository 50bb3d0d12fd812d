import { toPicture } from '../cms-image';
import { linkTarget } from '../cms-href';
import { CmsImage } from '../CmsImage';
import { CmsLink } from '../CmsLink';
import { text } from '../story-view';
import { type BlockProps } from './types';

/** A full-width picture with the title, a subtitle and a call to action; the first block of a page is its h1 and LCP image. */
export function HeroBlock({ block, index }: BlockProps) {
  const picture = toPicture(block['image']);
  const mobile = toPicture(block['image_mobile']);
  const title = text(block['title']);
  const subtitle = text(block['subtitle']);
  const button = text(block['button_text']);
  const target = linkTarget(block['link']);
  const first = index === 0;
  const Heading = first ? 'h1' : 'h2';
  return (
    <section className={`cms-hero${picture ? '' : ' cms-hero--plain'}`} aria-label={title || undefined}>
      {picture && <CmsImage picture={picture} mobile={mobile} sizes="100vw" priority={first} className="cms-hero__image" />}
      <div className="cms-hero__text">
        {title && <Heading className="cms-hero__title">{title}</Heading>}
        {subtitle && <p className="cms-hero__subtitle">{subtitle}</p>}
        {button && target && (
          <CmsLink target={target} className="button button--light cms-button">
            {button}
          </CmsLink>
        )}
      </div>
    </section>
  );
}
