import { inject, injectable } from 'inversify';
import type { StoreCode, StoreView } from '../../domain/store-view/store-view';
import { storeViews } from '../../domain/store-view/store-views';
import { PersistentCache } from '../cache/persistent-cache';
import { TwoStageCache } from '../cache/two-stage-cache';
import { ContentCache } from '../content/content-cache';
import { LoggerPort } from '../ports/logger-port';
import { UrlMapCache } from '../routing/url-map-cache';

/** What the UI does after a store view change: load the messages of this locale for this store view. */
export interface StoreViewChange {
  readonly storeCode: StoreCode;
  readonly locale: StoreView['i18n']['locale'];
  /** False when the shopper picked the store view already shown: nothing was cleared. */
  readonly changed: boolean;
}

/**
 * The shopper switches store view: every cache of the previous store view is cleared (persistent and two-stage
 * collections, URL mappings, stories and blog pages) and the store code whose locale the UI must load is answered
 * (catalogue spec §4 "Store view change loads the locale and clears caches").
 */
@injectable()
export class ChangeStoreView {
  constructor(
    @inject(PersistentCache) private readonly persistent: PersistentCache,
    @inject(TwoStageCache) private readonly twoStage: TwoStageCache,
    @inject(UrlMapCache) private readonly urlMap: UrlMapCache,
    @inject(ContentCache) private readonly content: ContentCache,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  async execute(from: StoreCode | undefined, to: StoreCode): Promise<StoreViewChange> {
    const target = { storeCode: to, locale: storeViews[to].i18n.locale };
    if (from === to) return { ...target, changed: false };
    this.content.clear();
    await Promise.all([this.twoStage.clearAll(), this.persistent.clearAll(), this.clearUrlMap()]);
    this.logger.info('store-view', `Store view changed from ${from ?? '(none)'} to ${to}; caches cleared`);
    return { ...target, changed: true };
  }

  /** The URL cache is only an optimisation: a store that fails to clear must not block the switch. */
  private async clearUrlMap(): Promise<void> {
    try {
      await this.urlMap.invalidate();
    } catch (error) {
      this.logger.warn('store-view', 'Could not clear the URL map cache on a store view change', error);
    }
  }
}
