import { RichText } from '../RichText';
import { text } from '../story-view';
import { type BlockProps } from './types';

/** Rich text in a readable column. */
export function TextBlock({ block }: BlockProps) {
  const title = text(block['title']);
  return (
    <section className="cms-text">
      {title && <h2 className="cms-section-title">{title}</h2>}
      <RichText value={block['text'] ?? block['body']} />
    </section>
  );
}
