import { type CmsStory } from '../../domain/content/content-types';

/** Where the visual editor runs; its messages are the only ones the preview trusts (besides the shop's own origin). */
export const EDITOR_ORIGINS: readonly string[] = ['https://app.storyblok.com'];

/** What a message from the editor asks the preview to do (the Storyblok bridge's events). */
export type BridgeAction = { readonly kind: 'input'; readonly story: CmsStory } | { readonly kind: 'reload' } | { readonly kind: 'ignore' };

/** The bridge events the preview follows: input updates in place, the others reload (catalogue spec §2 CMS preview). */
export const BRIDGE_EVENTS: readonly string[] = ['input', 'change', 'published', 'unpublished'];
const RELOADING = new Set(['change', 'published', 'unpublished']);

/**
 * Reads one postMessage from the editor: `input` with the edited story (the same story id) updates the page;
 * `change`, `published` and `unpublished` reload it; anything else, or a message from another origin, is ignored.
 */
export function bridgeAction(origin: string, ownOrigin: string, data: unknown, storyId: string): BridgeAction {
  if (origin !== ownOrigin && !EDITOR_ORIGINS.includes(origin)) return { kind: 'ignore' };
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return { kind: 'ignore' };
    }
  }
  return eventAction(message, storyId);
}

/** What one bridge event (`{ action, story }` or `{ action, storyId }`, wire-reference §3) asks of the preview of `storyId`. */
export function eventAction(message: unknown, storyId: string): BridgeAction {
  if (typeof message !== 'object' || message === null) return { kind: 'ignore' };
  const { action, story, storyId: changedId } = message as { action?: unknown; story?: unknown; storyId?: unknown };
  if (action === 'input' && typeof story === 'object' && story !== null) {
    const edited = story as CmsStory;
    if (String(edited.id) !== storyId || typeof edited.content !== 'object' || edited.content === null) return { kind: 'ignore' };
    return { kind: 'input', story: edited };
  }
  if (typeof action === 'string' && RELOADING.has(action) && (changedId === undefined || String(changedId) === storyId)) return { kind: 'reload' };
  return { kind: 'ignore' };
}
