import { Fragment, type ReactNode } from 'react';
import { markTarget } from './cms-href';
import { CmsLink } from './CmsLink';

/** A node of the CMS rich-text document (Storyblok's richtext field, a ProseMirror-style tree). */
export interface RichNode {
  readonly type: string;
  readonly text?: string;
  readonly attrs?: Readonly<Record<string, unknown>>;
  readonly marks?: readonly { readonly type: string; readonly attrs?: Readonly<Record<string, unknown>> }[];
  readonly content?: readonly RichNode[];
}

const isNode = (value: unknown): value is RichNode => typeof value === 'object' && value !== null && typeof (value as RichNode).type === 'string';

function withMarks(node: RichNode, key: number): ReactNode {
  let out: ReactNode = node.text ?? '';
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold' || mark.type === 'strong') out = <strong>{out}</strong>;
    else if (mark.type === 'italic' || mark.type === 'em') out = <em>{out}</em>;
    else if (mark.type === 'underline') out = <u>{out}</u>;
    else if (mark.type === 'strike') out = <s>{out}</s>;
    else if (mark.type === 'code') out = <code>{out}</code>;
    else if (mark.type === 'link') {
      const target = markTarget(mark.attrs as Parameters<typeof markTarget>[0]);
      if (target) out = <CmsLink target={target}>{out}</CmsLink>;
    }
  }
  return <Fragment key={key}>{out}</Fragment>;
}

function headingLevel(attrs: RichNode['attrs'], shift: number): 2 | 3 | 4 | 5 | 6 {
  const level = Number(attrs?.['level'] ?? 2) + shift;
  return Math.min(6, Math.max(2, Number.isFinite(level) ? level : 2)) as 2 | 3 | 4 | 5 | 6;
}

function renderNode(node: RichNode, key: number, headingShift: number): ReactNode {
  const children = (node.content ?? []).map((child, i) => renderNode(child, i, headingShift));
  switch (node.type) {
    case 'doc':
      return <Fragment key={key}>{children}</Fragment>;
    case 'paragraph':
      return <p key={key}>{children}</p>;
    case 'heading': {
      const level = Number(node.attrs?.['level'] ?? 2);
      // A story's own level-1 heading stays the page's only h1; deeper ones keep their order below it.
      if (level === 1 && headingShift === 0) return <h1 key={key}>{children}</h1>;
      const Tag = `h${String(headingLevel(node.attrs, headingShift))}` as 'h2';
      return <Tag key={key}>{children}</Tag>;
    }
    case 'text':
      return withMarks(node, key);
    case 'hard_break':
      return <br key={key} />;
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'bullet_list':
      return <ul key={key}>{children}</ul>;
    case 'ordered_list':
      return <ol key={key}>{children}</ol>;
    case 'list_item':
      return <li key={key}>{children}</li>;
    default:
      return <Fragment key={key}>{children}</Fragment>;
  }
}

export interface RichTextProps {
  /** A rich-text document, or plain text (paragraphs split on blank lines). */
  readonly value: unknown;
  /** Added to every heading level below 1, so a block's headings sit under the block's own heading. */
  readonly headingShift?: number;
  readonly className?: string;
}

/** Renders CMS rich text as semantic HTML: paragraphs, headings, lists, quotes and links through the router. */
export function RichText({ value, headingShift = 0, className }: RichTextProps) {
  const cls = `rich-text${className ? ` ${className}` : ''}`;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    return (
      <div className={cls}>
        {value.split(/\n{2,}/).map((para, i) => (
          <p key={i}>{para}</p>
        ))}
      </div>
    );
  }
  if (!isNode(value)) return null;
  return <div className={cls}>{renderNode(value, 0, headingShift)}</div>;
}

/** The plain text of rich text (for descriptions): every text node joined. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!isNode(value)) return '';
  if (value.type === 'text') return value.text ?? '';
  return (value.content ?? []).map(plainText).join(value.type === 'doc' ? ' ' : '');
}
