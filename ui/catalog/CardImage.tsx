import { cardImage } from './image-url';

export interface CardImageProps {
  readonly images: readonly string[];
  readonly alt: string;
  readonly eager: boolean;
}

const sizes = '(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 25vw';

/**
 * The card's pictures in their reserved 4:5 box (no layout shift); the second picture fades in on hover (800 ms,
 * catalogue spec §9). The first cards load eagerly, the first one with high priority (the LCP image).
 */
export function CardImage({ images, alt, eager }: CardImageProps) {
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
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      )}
      {second !== undefined && (
        <img className="card-image__hover" {...cardImage(second)} sizes={sizes} alt="" width={375} height={469} loading="lazy" decoding="async" aria-hidden="true" />
      )}
    </div>
  );
}
