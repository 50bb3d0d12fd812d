import { inject, injectable } from 'inversify';
import type { OrderAnswer, OrderPort, OrderRequest } from '../../application/ports/order-port';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { unwrapEnvelope } from '../http/vsf-envelope';
import { toOrderAnswer, toOrderBody } from './magento-order-mappers';
import { orderResultWire } from './magento-order-wire';

/** Orders through the VSF API (`POST {api}/order`, cart spec §7 "Orders"). */
@injectable()
export class MagentoOrder implements OrderPort {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  async place(order: OrderRequest, token?: string): Promise<OrderAnswer> {
    const url = serviceUrl(this.config, this.config.services.apiUrl, 'order');
    // The token goes in a header (VSF's users.tokenInHeader), not the URL, where logs and referrers would keep it.
    const headers = { 'x-vs-store-code': order.storeCode, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) };
    const { body } = await requestJson(this.config.fetch, url, { method: 'POST', body: toOrderBody(order), headers });
    return toOrderAnswer(parseWire(orderResultWire, unwrapEnvelope(body, 'order').result, 'order'));
  }
}
