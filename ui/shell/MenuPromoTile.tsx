import { useEffect, useRef } from 'react';
import { type MenuPromo } from '../../domain/theme/theme-config';
import { isExternalHref } from '../../domain/content/cms-link';
import { ShopLink } from '../components/ShopLink';

/** The submenu's promo tile: image or muted looping video, title and button (catalogue spec §2 "Desktop menu"). */
export function MenuPromoTile({ promo }: { promo: MenuPromo }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) void video.current.play().catch(() => undefined);
  }, []);
  const media = promo.video ? (
    <video ref={video} className="menu-promo__media" src={promo.video} poster={promo.image?.src} muted loop playsInline aria-hidden="true" preload="metadata" />
  ) : promo.image ? (
    <img className="menu-promo__media" src={promo.image.src} alt="" width={600} height={744} loading="lazy" decoding="async" />
  ) : null;
  const button = promo.buttonText !== '' && <span className="menu-promo__button">{promo.buttonText}</span>;
  const body = (
    <>
      {media}
      <span className="menu-promo__text">
        <span className="menu-promo__title">{promo.title}</span>
        {button}
      </span>
    </>
  );
  if (promo.url === '') return <div className="menu-promo">{body}</div>;
  return isExternalHref(promo.url) ? (
    <a className="menu-promo" href={promo.url} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  ) : (
    <ShopLink className="menu-promo" to={promo.url}>
      {body}
    </ShopLink>
  );
}
