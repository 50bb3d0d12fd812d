import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { PostcodeAddress, PostcodePort } from '../../application/ports/postcode-port';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { unwrapEnvelope } from '../http/vsf-envelope';

const addressWire = z.object({ postcode: z.string(), street: z.string(), city: z.string() });

/** The postcode lookup extension of the API (`{api}/ext/postcode/lookup`, VSF envelope). */
@injectable()
export class HttpPostcodeLookup implements PostcodePort {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  async lookUp(postcode: string, houseNumber: number, addition?: string): Promise<PostcodeAddress> {
    const url = serviceUrl(this.config, this.config.services.apiUrl, 'ext/postcode/lookup');
    const { body } = await requestJson(this.config.fetch, url, { query: { country: 'NL', postcode, houseNumber, houseNumberAddition: addition } });
    const found = parseWire(addressWire, unwrapEnvelope(body, 'postcode lookup').result, 'postcode lookup');
    return { postcode: found.postcode, street: found.street, city: found.city };
  }
}
