import { type CSSProperties } from 'react';

export interface SkeletonProps {
  /** Lines of text to stand in for; ignored when `ratio` is given. */
  readonly lines?: number;
  /** A box of this aspect ratio (e.g. '4 / 5' for a product card image). */
  readonly ratio?: string;
  readonly width?: CSSProperties['width'];
  readonly className?: string;
}

/** A calm grey placeholder while content loads; hidden from assistive technology, which hears the busy region instead. */
export function Skeleton({ lines = 3, ratio, width, className }: SkeletonProps) {
  if (ratio !== undefined) {
    return <span aria-hidden="true" className={`skeleton skeleton--box ${className ?? ''}`} style={{ aspectRatio: ratio, width }} />;
  }
  return (
    <span aria-hidden="true" className={`skeleton-lines ${className ?? ''}`} style={{ width }}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton skeleton--line" />
      ))}
    </span>
  );
}
