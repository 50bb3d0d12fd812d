import { inject, injectable } from 'inversify';
import { type BlogListQuery, type ContentPort, type PreviewQuery } from '../../application/ports/content-port';
import { PortError } from '../../application/ports/port-error';
import type { BlogList, CmsStory } from '../../domain/content/content-types';
import { type StoreCode } from '../../domain/store-view/store-view';
import { type ThemeConfig } from '../../domain/theme/theme-config';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { type JsonRequest, requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { toBlogList, toCmsStory, toThemeConfig } from './storyblok-mappers';
import { blogListWire, cmsEnvelopeWire, previewTokenWire, singleStoryWire, storyListWire, themeStoryWire } from './storyblok-wire';

/**
 * Content from Storyblok through the shop's content endpoint (`{cms}/story/...`, blog posts, editor validation;
 * catalogue spec §7), and draft stories straight from the Content Delivery API with the preview token.
 */
@injectable()
export class StoryblokContent implements ContentPort {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  async theme(storeCode: StoreCode): Promise<ThemeConfig> {
    const result = await this.cms(`story/${storeCode}/config/theme`, 'cms story', { headers: { 'x-vs-store-code': storeCode } });
    return toThemeConfig(parseWire(themeStoryWire, result, 'theme story'));
  }

  async story(storeCode: StoreCode, fullSlug: string): Promise<CmsStory> {
    const slug = fullSlug.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
    const result = await this.cms(`story/${slug}`, 'cms story', { headers: { 'x-vs-store-code': storeCode } });
    return toCmsStory(parseWire(singleStoryWire, result, 'cms story').story);
  }

  async storyByUuid(uuid: string): Promise<CmsStory | undefined> {
    const url = serviceUrl(this.config, this.config.services.cmsUrl, 'get-by-uuid');
    const { body } = await requestJson(this.config.fetch, url, { query: { uuid } });
    const [first] = parseWire(storyListWire, body, 'cms get-by-uuid').stories;
    return first === undefined ? undefined : toCmsStory(first);
  }

  async blogList(storeCode: StoreCode, query: BlogListQuery): Promise<BlogList> {
    const result = await this.cms('blog-posts', 'cms blog-posts', {
      query: { storeCode, slug: query.slug, size: query.size, offset: query.offset },
      headers: { 'x-vs-store-code': storeCode },
    });
    return toBlogList(parseWire(blogListWire, result, 'cms blog-posts'));
  }

  async validateEditor(query: PreviewQuery): Promise<string> {
    const result = await this.cms('validate-editor/', 'cms validate-editor', {
      query: {
        _storyblok: query.storyId,
        '_storyblok_tk[space_id]': query.spaceId,
        '_storyblok_tk[timestamp]': query.timestamp,
        '_storyblok_tk[token]': query.token,
      },
    });
    return parseWire(previewTokenWire, result, 'cms validate-editor').previewToken;
  }

  async draftStory(idOrSlug: string, previewToken: string, release?: string): Promise<CmsStory> {
    const path = idOrSlug.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
    const url = serviceUrl(this.config, this.config.services.storyblokCdnUrl, `stories/${path}`);
    const { body } = await requestJson(this.config.fetch, url, { query: { token: previewToken, version: 'draft', from_release: release } });
    return toCmsStory(parseWire(singleStoryWire, body, 'storyblok story').story);
  }

  /** A call of the content endpoint: its envelope `{ code, result }`, any code but 200 a failure. */
  private async cms(path: string, source: string, request: JsonRequest): Promise<unknown> {
    const url = serviceUrl(this.config, this.config.services.cmsUrl, path);
    const { body } = await requestJson(this.config.fetch, url, request);
    const envelope = parseWire(cmsEnvelopeWire, body, source);
    if (envelope.code !== 200) throw new PortError('unavailable', `CMS answered code ${envelope.code}`, { status: envelope.code });
    return envelope.result;
  }
}
