import { useCallback, useEffect, useRef, useState } from 'react';
import { arrowState, CAROUSEL, isDrag, scrollStep } from './carousel-rules';

/**
 * A horizontally scrolling track: arrows that turn off at the ends, mouse dragging, and link clicks blocked for
 * 500 ms after a drag of more than 20 px (catalogue spec §9). Touch uses the browser's own scrolling.
 */
export function useCarousel() {
  const track = useRef<HTMLUListElement>(null);
  const drag = useRef<{ startX: number; startScroll: number; moved: boolean } | null>(null);
  const blockedUntil = useRef(0);
  const [arrows, setArrows] = useState({ prev: false, next: false });

  const update = useCallback(() => {
    const el = track.current;
    if (el) setArrows(arrowState(el.scrollLeft, el.scrollWidth, el.clientWidth));
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return undefined;
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [update]);

  const scrollBy = useCallback((direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const card = el.firstElementChild instanceof HTMLElement ? el.firstElementChild.offsetWidth : el.clientWidth / 2;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * scrollStep(el.clientWidth, card), behavior: reduce ? 'auto' : 'smooth' });
  }, []);

  const onPointerDown = useCallback((event: React.PointerEvent<HTMLUListElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || !track.current) return;
    drag.current = { startX: event.clientX, startScroll: track.current.scrollLeft, moved: false };
  }, []);

  const onPointerMove = useCallback((event: React.PointerEvent<HTMLUListElement>) => {
    const state = drag.current;
    const el = track.current;
    if (!state || !el) return;
    if (!state.moved && isDrag(state.startX, event.clientX)) {
      state.moved = true;
      el.setPointerCapture(event.pointerId);
      el.classList.add('is-dragging');
    }
    if (state.moved) el.scrollLeft = state.startScroll - (event.clientX - state.startX);
  }, []);

  const endDrag = useCallback((event: React.PointerEvent<HTMLUListElement>) => {
    const state = drag.current;
    drag.current = null;
    const el = track.current;
    if (!state?.moved || !el) return;
    blockedUntil.current = event.timeStamp + CAROUSEL.clickBlockMs;
    el.classList.remove('is-dragging');
    if (el.hasPointerCapture(event.pointerId)) el.releasePointerCapture(event.pointerId);
  }, []);

  /** In the capture phase: a click right after a drag does not follow the card's link. */
  const onClickCapture = useCallback((event: React.MouseEvent<HTMLUListElement>) => {
    if (event.timeStamp < blockedUntil.current) {
      event.preventDefault();
      event.stopPropagation();
    }
  }, []);

  /** Native drag of a card's link or picture would take over from the carousel's own dragging. */
  const onDragStart = useCallback((event: React.DragEvent<HTMLUListElement>) => event.preventDefault(), []);

  return {
    track,
    arrows,
    scrollBy,
    trackHandlers: { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag, onClickCapture, onDragStart },
  };
}
