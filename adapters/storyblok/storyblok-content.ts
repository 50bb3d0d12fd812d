import { inject, injectable } from 'inversify';
import { type ContentPort } from '../../application/ports/content-port';
import { PortError } from '../../application/ports/port-error';
import { type StoreCode } from '../../domain/store-view/store-view';
import { type ThemeConfig } from '../../domain/theme/theme-config';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { toThemeConfig } from './storyblok-mappers';
import { cmsEnvelopeWire, themeStoryWire } from './storyblok-wire';

/** Content from Storyblok through the shop's content endpoint (`{cms}/story/...`, catalogue spec §7). */
@injectable()
export class StoryblokContent implements ContentPort {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  async theme(storeCode: StoreCode): Promise<ThemeConfig> {
    const url = serviceUrl(this.config, this.config.services.cmsUrl, `story/${storeCode}/config/theme`);
    const { body } = await requestJson(this.config.fetch, url, { headers: { 'x-vs-store-code': storeCode } });
    const envelope = parseWire(cmsEnvelopeWire, body, 'cms story');
    if (envelope.code !== 200) throw new PortError('unavailable', `CMS answered code ${envelope.code}`, { status: envelope.code });
    return toThemeConfig(parseWire(themeStoryWire, envelope.result, 'theme story'));
  }
}
