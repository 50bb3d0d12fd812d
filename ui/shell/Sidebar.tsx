import { X } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { TIMINGS } from '../../domain/catalog/constants';
import { useStores } from '../app/stores-context';
import { messages } from '../i18n/messages';
import { type SidebarName } from './ui.store';
import { focusableIn } from '../components/focusable';
import { isMobileViewport } from './dom';

/** VISUAL.md: drawers slide in 0.4 s (catalogue spec §9 bottom-sheet transition); kept in step with --drawer-duration. */
export const DRAWER_MS = TIMINGS.bottomSheetTransitionS * 1000;

export interface SidebarProps {
  readonly name: SidebarName;
  readonly title: ReactNode;
  /** Catalogue spec §9: language and change-password 550 px, microcart 700 px. */
  readonly width?: 550 | 700;
  /** The mobile menu comes in from the left, like the hamburger that opens it. */
  readonly side?: 'left' | 'right';
  readonly children: ReactNode;
}

type Phase = 'closed' | 'entering' | 'open' | 'leaving';

/**
 * A right-hand drawer of the default layout, open while `stores.ui.activeSidebar` is its name: overlay, close on an
 * outside click (except the search panel on mobile, catalogue spec §2), Escape, focus kept inside while open and given
 * back to the control that opened it.
 */
export const Sidebar = observer(function Sidebar({ name, title, width = 550, side = 'right', children }: SidebarProps) {
  const { ui } = useStores();
  const intl = useIntl();
  const titleId = useId();
  const open = ui.activeSidebar === name;
  const [phase, setPhase] = useState<Phase>('closed');
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setPhase('entering');
      const frame = requestAnimationFrame(() => setPhase('open'));
      return () => cancelAnimationFrame(frame);
    }
    setPhase((current) => (current === 'closed' ? current : 'leaving'));
    const timer = setTimeout(() => {
      setPhase('closed');
    }, DRAWER_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (phase === 'open') {
      const target = panel.current;
      if (target && !target.contains(document.activeElement)) (focusableIn(target)[1] ?? focusableIn(target)[0] ?? target).focus();
    }
    // Only once it has closed: a drawer that mounts already open (its chunk came after the tap) starts at 'closed'
    // too, and giving the focus back then lost the opener, so closing it later left the focus on the page.
    if (phase === 'closed' && !open && opener.current) {
      if (opener.current.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [phase, open]);

  if (phase === 'closed') return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      ui.closeSidebar();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = focusableIn(panel.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onOverlayClick = () => {
    if (name === 'search' && isMobileViewport()) return;
    ui.closeSidebar();
  };

  return (
    <div className={`sidebar-root sidebar-${phase} sidebar-${side}`}>
      <div className="sidebar-overlay" aria-hidden="true" onClick={onOverlayClick} />
      <div
        ref={panel}
        className="sidebar"
        style={{ '--sidebar-width': `${String(width)}px` } as React.CSSProperties}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="sidebar-head">
          <h2 id={titleId} className="sidebar-title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={() => ui.closeSidebar()} aria-label={intl.formatMessage(messages.close)}>
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <div className="sidebar-body">{children}</div>
      </div>
    </div>
  );
});
