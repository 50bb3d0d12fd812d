import { inject, injectable } from 'inversify';
import type { RecommendationList } from '../../domain/catalog/types';
import { type ProviderSession, SearchProviderPort } from '../ports/search-provider-port';

/** The provider's cart-page recommendations for the cart's product keys (sent joined by '|'); none on failure. */
@injectable()
export class LoadCartRecommendations {
  constructor(@inject(SearchProviderPort) private readonly provider: SearchProviderPort) {}

  async execute(session: ProviderSession, cartKeys: readonly string[]): Promise<readonly RecommendationList[]> {
    const keys = [...new Set(cartKeys.filter((k) => k.trim() !== ''))];
    if (keys.length === 0) return [];
    return (await this.provider.cartPage(session, keys)) ?? [];
  }
}
