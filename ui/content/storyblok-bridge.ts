import { type CmsStory } from '../../domain/content/content-types';
import { BRIDGE_EVENTS, eventAction } from './preview-bridge';

/** Storyblok's visual-editor bridge (wire-reference §3): loaded only on preview pages shown inside the editor. */
export const BRIDGE_SCRIPT = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

/** The part of `StoryblokBridge` the preview uses: `.on(action | action[], cb)`. */
export interface StoryblokBridgeLike {
  on(actions: string | readonly string[], callback: (event?: unknown) => void): void;
}

export type StoryblokBridgeConstructor = new (options?: { readonly preventClicks?: boolean }) => StoryblokBridgeLike;

interface BridgeWindow {
  StoryblokBridge?: StoryblokBridgeConstructor;
}

/** The preview shows inside the editor's frame; opened on its own (a shared link, a test) it needs no bridge. */
export function insideEditor(win: Window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true;
  }
}

/** Loads the bridge script once; resolves with its constructor, or undefined when it could not load. */
export function loadStoryblokBridge(win: Window & BridgeWindow): Promise<StoryblokBridgeConstructor | undefined> {
  if (win.StoryblokBridge !== undefined) return Promise.resolve(win.StoryblokBridge);
  return new Promise((resolve) => {
    const script = win.document.createElement('script');
    script.src = BRIDGE_SCRIPT;
    script.async = true;
    script.addEventListener('load', () => resolve(win.StoryblokBridge));
    script.addEventListener('error', () => resolve(undefined));
    win.document.head.append(script);
  });
}

export interface LiveStoryHandlers {
  /** The editor's unsaved story: replace the page's content in place. */
  readonly input: (story: CmsStory) => void;
  /** Saved, published or unpublished: load the page again. */
  readonly reload: () => void;
}

/**
 * Follows the bridge's events for one story (catalogue spec §2 CMS preview): `input` for this story updates it,
 * `change`/`published`/`unpublished` reload, everything else is ignored. Returns a stop function (the bridge itself
 * cannot unsubscribe, so events after it are dropped).
 */
export function followBridge(bridge: StoryblokBridgeLike, storyId: string, handlers: LiveStoryHandlers): () => void {
  let active = true;
  bridge.on(BRIDGE_EVENTS, (event) => {
    if (!active) return;
    const action = eventAction(event, storyId);
    if (action.kind === 'input') handlers.input(action.story);
    if (action.kind === 'reload') handlers.reload();
  });
  return () => {
    active = false;
  };
}
