import { type ReactNode } from 'react';

/** The empty layout of `/storyblok-empty` (catalogue spec §2): the page alone. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="layout-empty" tabIndex={-1}>
      {children}
    </main>
  );
}
