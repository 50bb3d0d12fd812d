import { type UrlMapPort } from '../../application/ports/url-map-port';
import { type RedirectEntity, type UrlMapAnswer } from '../../domain/routing/types';
import { type StoreCode } from '../../domain/store-view/store-view';
import { type SharedAnswers } from '../memory/shared-answers';

/** Thrown inside a shared load so that "not in the map" is never kept: the adapter answers null for a failure too. */
class NotMapped extends Error {}

/**
 * A UrlMapPort whose answers are the ones the renders of this purge generation share: the entity at a category's or
 * product's path and the stored redirects are the same for every visitor. A path the map does not know is not kept,
 * because the adapter answers null when the call fails as well ("fetch failures return nothing"): a blip of the
 * service must not turn a page into a 404 for the next minute.
 */
export class SharedUrlMap implements UrlMapPort {
  constructor(
    private readonly inner: UrlMapPort,
    private readonly shared: SharedAnswers,
    private readonly generation: number,
  ) {}

  async map(storeCode: StoreCode, url: string): Promise<UrlMapAnswer | null> {
    const load = async () => {
      const answer = await this.inner.map(storeCode, url);
      if (answer === null) throw new NotMapped();
      return answer;
    };
    try {
      return await this.shared.answer(`url-map:${storeCode}:${url}`, this.generation, load);
    } catch (error) {
      if (error instanceof NotMapped) return null;
      throw error;
    }
  }

  redirect(storeCode: StoreCode, requestPath: string): Promise<RedirectEntity | null> {
    return this.shared.answer(`redirect:${storeCode}:${requestPath}`, this.generation, () => this.inner.redirect(storeCode, requestPath));
  }
}
