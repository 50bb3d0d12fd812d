import { type ReactNode } from 'react';

/** One titled part of the style guide, labelled by its heading. */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="styleguide__section" aria-labelledby={id}>
      <h2 id={id} className="styleguide__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
