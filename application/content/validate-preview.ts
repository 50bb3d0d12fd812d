import { inject, injectable } from 'inversify';
import { err, ok, type Result } from '../../domain/shared/result';
import { ContentPort, type PreviewQuery } from '../ports/content-port';
import { isPortError, type PortErrorKind } from '../ports/port-error';

export type PreviewFailure = { readonly kind: 'invalid-preview' | PortErrorKind };

/** The raw query of a preview URL (catalogue spec §2: _storyblok, _storyblok_c, _storyblok_release, _storyblok_tk[…]). */
export type PreviewParams = Readonly<Record<string, string | undefined>>;

/**
 * Preview needs an editor preview token validated by the server (catalogue spec §2); a bare `_storyblok` parameter
 * proves nothing (wire-reference §3). A link without the signed parameters is refused without a call.
 */
@injectable()
export class ValidatePreview {
  constructor(@inject(ContentPort) private readonly content: ContentPort) {}

  async execute(params: PreviewParams): Promise<Result<{ readonly previewToken: string; readonly query: PreviewQuery }, PreviewFailure>> {
    const spaceId = params['_storyblok_tk[space_id]'];
    const timestamp = params['_storyblok_tk[timestamp]'];
    const token = params['_storyblok_tk[token]'];
    if (!spaceId || !timestamp || !token) return err({ kind: 'invalid-preview' });
    const query: PreviewQuery = {
      spaceId,
      timestamp,
      token,
      ...(params._storyblok ? { storyId: params._storyblok } : {}),
      ...(params._storyblok_release ? { release: params._storyblok_release } : {}),
    };
    try {
      return ok({ previewToken: await this.content.validateEditor(query), query });
    } catch (error) {
      if (!isPortError(error)) throw error;
      return err({ kind: error.kind === 'rejected' ? 'invalid-preview' : error.kind });
    }
  }
}
