import { inject, injectable } from 'inversify';
import { isPortError } from '../../application/ports/port-error';
import type { StoreList, StoreLocation, StoreLocatorPort, StoreQuery } from '../../application/ports/store-locator-port';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { type JsonRequest, requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { unwrapEnvelope } from '../http/vsf-envelope';
import { extensionBase } from '../magento-customer/extension-base';
import { toStoreLocation } from './store-locator-mappers';
import { storeListWire, storeWire } from './store-locator-wire';

/** The store-locator extension (`/api/ext/store-locator/stores`, catalogue spec §7), answers in the VSF envelope. */
@injectable()
export class StoreLocatorService implements StoreLocatorPort {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  async stores(query: StoreQuery = {}): Promise<StoreList> {
    const result = await this.call('stores', {
      query: { lat: query.near?.lat, lng: query.near?.lng, q: query.place, country: query.country, limit: query.limit },
    });
    const list = parseWire(storeListWire, result, 'store-locator stores');
    return { items: list.items.map(toStoreLocation), total: list.total };
  }

  async store(id: string): Promise<StoreLocation | undefined> {
    try {
      return toStoreLocation(parseWire(storeWire, await this.call(`stores/${encodeURIComponent(id)}`), 'store-locator store'));
    } catch (error) {
      if (isPortError(error, 'not-found')) return undefined;
      throw error;
    }
  }

  private async call(path: string, request: JsonRequest = {}): Promise<unknown> {
    const url = serviceUrl(this.config, extensionBase(this.config, 'store-locator'), path);
    const { body } = await requestJson(this.config.fetch, url, request);
    return unwrapEnvelope(body, `store-locator ${path}`).result;
  }
}
