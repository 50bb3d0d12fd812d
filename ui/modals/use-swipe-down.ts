import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { LAYOUT } from '../../domain/catalog/constants';

/**
 * Dragging the sheet's header down by more than 100 px closes it (catalogue spec §2, §9); a shorter drag springs
 * back. Answers the pointer handlers for the header and the current offset for the sheet.
 */
export function useSwipeDown(onClose: () => void, threshold: number = LAYOUT.swipeToClosePx) {
  const start = useRef<{ id: number; y: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: ReactPointerEvent) => {
    if (start.current?.id !== event.pointerId) return;
    const distance = event.clientY - start.current.y;
    start.current = null;
    setOffset(0);
    if (distance > threshold) onClose();
  };

  return {
    offset,
    handlers: {
      onPointerDown: (event: ReactPointerEvent) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        if ((event.target as Element).closest('button')) return;
        start.current = { id: event.pointerId, y: event.clientY };
        (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event: ReactPointerEvent) => {
        if (start.current?.id !== event.pointerId) return;
        setOffset(Math.max(0, event.clientY - start.current.y));
      },
      onPointerUp: end,
      onPointerCancel: end,
    },
  };
}
