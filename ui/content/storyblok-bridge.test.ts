import { describe, expect, it } from 'vitest';
import { type CmsStory } from '../../domain/content/content-types';
import { securityHeaders } from '../../server/http/security-headers';
import { BRIDGE_SCRIPT, type StoryblokBridgeLike, followBridge } from './storyblok-bridge';

/** A stand-in for `new StoryblokBridge()`: records the subscribed actions and dispatches events like the editor. */
class FakeBridge implements StoryblokBridgeLike {
  readonly subscribed: string[] = [];
  private readonly listeners: ((event?: unknown) => void)[] = [];
  on(actions: string | readonly string[], callback: (event?: unknown) => void): void {
    this.subscribed.push(...(typeof actions === 'string' ? [actions] : actions));
    this.listeners.push(callback);
  }
  dispatch(event: unknown): void {
    for (const listener of this.listeners) listener(event);
  }
}

const story = { id: 99, full_slug: 'nl/home', content: { component: 'page', body: [] } } as unknown as CmsStory;

function follow() {
  const bridge = new FakeBridge();
  const inputs: CmsStory[] = [];
  let reloads = 0;
  const stop = followBridge(bridge, '99', { input: (s) => inputs.push(s), reload: () => (reloads += 1) });
  return { bridge, inputs, reloads: () => reloads, stop };
}

describe('the Storyblok editor bridge on the preview (catalogue spec §2 CMS preview)', () => {
  it('subscribes to input, change, published and unpublished', () => {
    expect(follow().bridge.subscribed).toEqual(['input', 'change', 'published', 'unpublished']);
  });

  it('an input event for this story replaces the content in place, without a reload', () => {
    const { bridge, inputs, reloads } = follow();
    bridge.dispatch({ action: 'input', story });
    expect(inputs).toEqual([story]);
    expect(reloads()).toBe(0);
  });

  it('change and published reload the page', () => {
    const { bridge, inputs, reloads } = follow();
    bridge.dispatch({ action: 'change', storyId: 99, slug: 'home', slugChanged: false, reload: true });
    bridge.dispatch({ action: 'published', storyId: 99 });
    expect(reloads()).toBe(2);
    expect(inputs).toEqual([]);
  });

  it("ignores another story's events, unknown actions and events after it stopped", () => {
    const { bridge, inputs, reloads, stop } = follow();
    bridge.dispatch({ action: 'input', story: { ...story, id: 1 } });
    bridge.dispatch({ action: 'change', storyId: 1 });
    bridge.dispatch({ action: 'enterEditmode', storyId: 99 });
    bridge.dispatch(undefined);
    stop();
    bridge.dispatch({ action: 'published', storyId: 99 });
    expect(inputs).toEqual([]);
    expect(reloads()).toBe(0);
  });

  it("allows the bridge's script origin on preview pages only", () => {
    const headers = securityHeaders({ publicOrigin: 'https://shop.example', serviceUrls: [] });
    const scriptSrc = (csp: string | undefined) => csp?.split('; ').find((d) => d.startsWith('script-src'));
    const origin = new URL(BRIDGE_SCRIPT).origin;
    expect(scriptSrc(headers.preview['content-security-policy'])).toBe(`script-src 'self' ${origin}`);
    expect(scriptSrc(headers.page['content-security-policy'])).toBe("script-src 'self'");
  });
});
