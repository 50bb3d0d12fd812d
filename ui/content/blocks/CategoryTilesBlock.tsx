import { toPicture } from '../cms-image';
import { linkTarget } from '../cms-href';
import { CmsImage } from '../CmsImage';
import { CmsLink } from '../CmsLink';
import { blockKey, blocksOf, text } from '../story-view';
import { type BlockProps } from './types';

/** Category tiles: a picture per category (4:5) with its name, linking to the category. */
export function CategoryTilesBlock({ block }: BlockProps) {
  const title = text(block['title']);
  const tiles = blocksOf(block['items']);
  return (
    <section className="cms-tiles">
      {title && <h2 className="cms-section-title">{title}</h2>}
      <ul className="cms-tiles__list">
        {tiles.map((tile, i) => {
          const picture = toPicture(tile['image']);
          const target = linkTarget(tile['link']);
          const name = text(tile['title']);
          const body = (
            <>
              {picture && <CmsImage picture={{ ...picture, alt: '' }} sizes="(max-width: 768px) 50vw, (max-width: 1280px) 33vw, 240px" />}
              <span className="cms-tiles__name">{name}</span>
            </>
          );
          return (
            <li key={blockKey(tile, i)} className="cms-tiles__item">
              {target ? (
                <CmsLink target={target} className="cms-tiles__link">
                  {body}
                </CmsLink>
              ) : (
                <div className="cms-tiles__link">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
