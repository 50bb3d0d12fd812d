import { useEffect, useMemo, useState } from 'react';
import { requestTime } from './request-time';
import { FormattedMessage } from 'react-intl';
import { type CmsStory } from '../../domain/content/content-types';
import { type PageContext, type PageLoad, type PageModule, type PageProps } from '../routing/page-module';
import { messages } from './messages';
import { bridgeAction } from './preview-bridge';
import { type LiveStoryHandlers, followBridge, insideEditor, loadStoryblokBridge } from './storyblok-bridge';
import { StoryBody } from './StoryBody';
import { loadBlockData } from './load-block-data';
import { type BlockData, type CmsBlock, type StoryView, toStoryView } from './story-view';

export type PreviewData = { readonly kind: 'story'; readonly story: StoryView } | { readonly kind: 'refused' } | { readonly kind: 'missing' };

const PREVIEW_PARAMS = ['_storyblok', '_storyblok_c', '_storyblok_release', '_storyblok_tk[space_id]', '_storyblok_tk[timestamp]', '_storyblok_tk[token]'];

/** Preview is never indexed; its status says whether the link was accepted. */
const head = { robots: 'noindex, nofollow' } as const;

/**
 * The editor's preview (/storyblok, /storyblok-empty): the signed _storyblok_tk parameters are validated by the CMS
 * (ValidatePreview) before the draft is loaded by its id (_storyblok) or, without one, the store's home; the preview
 * token itself never reaches the page.
 */
async function load({ url, stores, storeView }: PageContext): Promise<PageLoad<PreviewData>> {
  const params = Object.fromEntries(PREVIEW_PARAMS.map((name) => [name, url.searchParams.get(name) ?? undefined]));
  const valid = await stores.useCases.validatePreview.execute(params);
  if (!valid.ok) return { kind: 'page', status: valid.error.kind === 'invalid-preview' ? 403 : 503, data: { kind: 'refused' }, head };
  const id = params['_storyblok'];
  const release = params['_storyblok_release'];
  const ref = id ? { id } : { storeCode: storeView.storeCode, path: '' };
  const draft = await stores.useCases.loadDraftStory.execute(ref, valid.value.previewToken, release);
  if (!draft.ok) return { kind: 'page', status: 404, data: { kind: 'missing' }, head };
  const blockData = await loadBlockData(draft.value.content as CmsBlock, stores.useCases, storeView, requestTime());
  return {
    kind: 'page',
    data: { kind: 'story', story: toStoryView(draft.value, blockData) },
    head: { ...head, title: draft.value.name ?? draft.value.full_slug },
  };
}

/** An edited story keeps the carousels and blog lists loaded with the page (a changed sku list shows on reload). */
const previewView = (story: CmsStory, blockData: BlockData): StoryView => toStoryView(story, blockData);

/**
 * Follows the editor's live bridge: input events replace the story; other changes reload the page. Inside the editor
 * the Storyblok bridge script is loaded and followed; until it is there (or when it cannot load, or the preview is
 * opened on its own) the editor's postMessages are read directly.
 */
function useLiveStory(initial: StoryView): StoryView {
  const [story, setStory] = useState(initial);
  // A newly loaded story replaces the edited one in the same render (React's "adjusting state when a prop changes").
  const [loaded, setLoaded] = useState(initial);
  if (loaded !== initial) {
    setLoaded(initial);
    setStory(initial);
  }
  useEffect(() => {
    let stopped = false;
    let stopBridge = () => {};
    const handlers: LiveStoryHandlers = {
      input: (edited) => setStory((current) => previewView(edited, current.blockData)),
      reload: () => window.location.reload(),
    };
    const onMessage = (event: MessageEvent) => {
      const action = bridgeAction(event.origin, window.location.origin, event.data, initial.id);
      if (action.kind === 'input') handlers.input(action.story);
      if (action.kind === 'reload') handlers.reload();
    };
    window.addEventListener('message', onMessage);
    if (insideEditor(window)) {
      void loadStoryblokBridge(window).then((Bridge) => {
        if (stopped || Bridge === undefined) return;
        window.removeEventListener('message', onMessage);
        stopBridge = followBridge(new Bridge({ preventClicks: true }), initial.id, handlers);
      });
    }
    return () => {
      stopped = true;
      stopBridge();
      window.removeEventListener('message', onMessage);
    };
  }, [initial]);
  return story;
}

function LivePreview({ story, storeCode }: { readonly story: StoryView; readonly storeCode: PageProps<PreviewData>['route']['storeCode'] }) {
  const live = useLiveStory(story);
  return (
    <>
      <p className="preview-bar" role="status">
        <FormattedMessage {...messages.previewLive} />
      </p>
      <div className={`cms-page cms-page--${live.content.component}`}>
        <StoryBody story={live} storeCode={storeCode} />
      </div>
    </>
  );
}

/** The CMS preview screen: the draft, live, or why it cannot be shown. */
export function PreviewPage({ data, route }: PageProps<PreviewData>) {
  const notice = useMemo(() => (data.kind === 'refused' ? messages.previewRefused : messages.previewMissing), [data.kind]);
  if (data.kind === 'story') return <LivePreview story={data.story} storeCode={route.storeCode} />;
  return (
    <section className="preview-notice" role="alert">
      <h1 className="cms-section-title">
        <FormattedMessage {...messages.previewTitle} />
      </h1>
      <p>
        <FormattedMessage {...notice} />
      </p>
    </section>
  );
}

export const page: PageModule<PreviewData> = { load, Page: PreviewPage };
