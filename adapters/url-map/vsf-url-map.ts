import { inject, injectable } from 'inversify';
import { LoggerPort } from '../../application/ports/logger-port';
import { isPortError } from '../../application/ports/port-error';
import type { UrlMapPort } from '../../application/ports/url-map-port';
import type { RedirectEntity, UrlMapAnswer } from '../../domain/routing/types';
import type { StoreCode } from '../../domain/store-view/store-view';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { mapUrlKey } from './url-map-key';
import { redirectSearchWire, urlMapHitWire } from './vsf-url-map-wire';

/**
 * The VSF API's URL map (`POST /api/url/map`, no envelope) and the stored redirects, looked up by request_path on
 * the redirect entity of the catalogue index (cart spec §2, §7).
 */
@injectable()
export class VsfUrlMap implements UrlMapPort {
  constructor(
    @inject(ApiConfig) private readonly config: ApiConfig,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  async map(storeCode: StoreCode, url: string): Promise<UrlMapAnswer | null> {
    const key = mapUrlKey(storeCode, url);
    if (key === '') return null;
    const endpoint = serviceUrl(this.config, this.config.services.apiUrl, 'url/map');
    try {
      const { body } = await requestJson(this.config.fetch, endpoint, { method: 'POST', body: { url: key }, headers: { 'x-vs-store-code': storeCode } });
      return parseWire(urlMapHitWire, body, 'url map') as UrlMapAnswer | null;
    } catch (error) {
      // Fetch failures return nothing (cart spec §7); the caller goes on to the redirects.
      if (!isPortError(error)) throw error;
      this.logger.warn('url-map', `URL map lookup of ${key} failed: ${error.message}`, { kind: error.kind });
      return null;
    }
  }

  async redirect(storeCode: StoreCode, requestPath: string): Promise<RedirectEntity | null> {
    const endpoint = serviceUrl(this.config, this.config.services.apiUrl, `catalog/vue_storefront_catalog_${storeCode}/redirect/_search`);
    const body = { query: { bool: { filter: { term: { request_path: mapUrlKey(storeCode, requestPath) } } } }, size: 1 };
    const answer = await requestJson(this.config.fetch, endpoint, { method: 'POST', body, headers: { 'x-vs-store-code': storeCode } });
    const hit = parseWire(redirectSearchWire, answer.body, 'redirect search').hits.hits[0];
    return hit === undefined
      ? null
      : { request_path: hit._source.request_path, target_path: hit._source.target_path, redirect_type: hit._source.redirect_type };
  }
}
