import * as z from 'zod/mini';
import type { StoreCode } from '../../domain/store-view/store-view';
import { inject, injectable } from 'inversify';
import type { StoredRedirect, UrlEntry, UrlEntryType, UrlIndexPort } from '../../application/ports/url-index-port';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { catalogIndex } from '../vsf-catalog/vsf-catalog';

const hitsWire = z.looseObject({
  hits: z.looseObject({
    total: z.union([z.number(), z.looseObject({ value: z.number() })]),
    hits: z.array(z.looseObject({ _id: z.union([z.string(), z.number()]), _source: z.record(z.string(), z.unknown()) })),
  }),
});

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * The URL map and redirect table listed through the VSF API's search proxy (`/api/catalog/{index}/{type}/_search`,
 * mock-backend content-services §1): the same index the shop's url/map and redirect lookups read.
 */
@injectable()
export class VsfUrlIndex implements UrlIndexPort {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  async entries(storeCode: StoreCode, type: UrlEntryType, limit: number): Promise<{ items: readonly UrlEntry[]; total: number }> {
    const fields = type === 'cms_page' ? ['id', 'identifier', 'title'] : ['id', 'url_path', 'sku', 'name'];
    const { hits, total } = await this.search(storeCode, type, { size: limit, _source: fields });
    const items = hits.flatMap((hit): UrlEntry[] => {
      const s = hit._source;
      const url = type === 'cms_page' ? text(s['identifier']) : text(s['url_path']);
      if (url === undefined) return [];
      const sku = text(s['sku']);
      const name = text(s['name']) ?? text(s['title']);
      return [{ url, type, id: String(hit._id), ...(sku === undefined ? {} : { sku }), ...(name === undefined ? {} : { name }) }];
    });
    return { items, total };
  }

  async redirects(storeCode: StoreCode, limit: number): Promise<{ items: readonly StoredRedirect[]; total: number }> {
    const { hits, total } = await this.search(storeCode, 'redirect', { size: limit });
    const items = hits.map((hit): StoredRedirect => {
      const s = hit._source;
      return {
        id: text(s['id']) ?? String(hit._id),
        request_path: text(s['request_path']) ?? '',
        target_path: text(s['target_path']) ?? '',
        redirect_type: typeof s['redirect_type'] === 'number' ? s['redirect_type'] : Number(s['redirect_type']),
        ...(text(s['entity_type']) === undefined ? {} : { entity_type: text(s['entity_type']) }),
      };
    });
    return { items, total };
  }

  private async search(storeCode: StoreCode, type: string, body: Record<string, unknown>) {
    const url = serviceUrl(this.config, this.config.services.apiUrl, `catalog/${catalogIndex(storeCode)}/${type}/_search`);
    const response = await requestJson(this.config.fetch, url, { method: 'POST', body, headers: { 'x-vs-store-code': storeCode } });
    const { hits } = parseWire(hitsWire, response.body, `${type} listing`);
    return { hits: hits.hits, total: typeof hits.total === 'number' ? hits.total : hits.total.value };
  }
}
