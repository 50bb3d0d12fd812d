import { Check } from '../../components/icons';
import { linkTarget } from '../cms-href';
import { CmsLink } from '../CmsLink';
import { blockKey, blocksOf, text } from '../story-view';
import { type BlockProps } from './types';

/** The shop's promises in a row: a bold label and a normal one each, optionally linked. */
export function UspBlock({ block }: BlockProps) {
  const title = text(block['title']);
  const items = blocksOf(block['items'] ?? block['messages']);
  return (
    <section className="cms-usp" aria-label={title || undefined}>
      {title && <h2 className="cms-section-title">{title}</h2>}
      <ul className="cms-usp__list">
        {items.map((item, i) => {
          const bold = text(item['bold'] ?? item['title']);
          const normal = text(item['normal'] ?? item['text']);
          const target = linkTarget(item['link']);
          const body = (
            <>
              <Check aria-hidden="true" size={20} />
              <span>
                <strong>{bold}</strong> {normal}
              </span>
            </>
          );
          return <li key={blockKey(item, i)}>{target ? <CmsLink target={target}>{body}</CmsLink> : body}</li>;
        })}
      </ul>
    </section>
  );
}
