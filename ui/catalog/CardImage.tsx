import { cardImage } from './image-url';

export interface CardImageProps {
  readonly images: readonly string[];
  readonly alt: string;
  readonly eager: boolean;
  /** The page's LCP image (a listing's first card): the only one fetched at high priority, so it paints first. */
  readonly priority?: boolean;
}

const sizes = '(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 25vw';

/**
 * The card's pictures in their reserved 4:5 box (no layout shift); the second picture fades in on hover (800 ms,
 * catalogue spec §9). The first cards load eagerly; only the LCP card at high priority, the other eager ones at low
 * priority, so they neither compete with the CSS, the font and the LCP image nor get a server preload from React.
 */
export function CardImage({ images, alt, eager, priority = false }: CardImageProps) {
  const [first, second] = images;
  return (
    <div className="card-image">
      {first !== undefined && (
        <img
          className="card-image__main"
          {...cardImage(first)}
          sizes={sizes}
          alt={alt}
          width={375}
          height={469}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: priority ? ('high' as const) : ('low' as const) } : {})}
        />
      )}
      {second !== undefined && (
        <img
          className="card-image__hover"
          {...cardImage(second)}
          sizes={sizes}
          alt=""
          width={375}
          height={469}
          loading="lazy"
          decoding="async"
          aria-hidden="true"
        />
      )}
    </div>
  );
}
