import { ContainerModule } from 'inversify';
import { ContentPort } from '../../application/ports/content-port';
import { CustomerPort } from '../../application/ports/customer-port';
import { LoyaltyPort } from '../../application/ports/loyalty-port';
import { NewsletterPort } from '../../application/ports/newsletter-port';
import { StoreLocatorPort } from '../../application/ports/store-locator-port';
import type { ApiConfig } from '../config/api-config';
import { CustomerDataNewsletter } from '../customer-data/customer-data-newsletter';
import { LoyaltyExtension } from '../loyalty/loyalty-extension';
import { MagentoCustomer } from '../magento-customer/magento-customer';
import { type ContentSeed, demoContent, InMemoryContent } from '../memory/in-memory-content';
import { demoCustomerAccounts, type InMemoryAccount, InMemoryCustomer } from '../memory/in-memory-customer';
import { demoLoyalty, InMemoryLoyalty, type InMemoryLoyaltySeed } from '../memory/in-memory-loyalty';
import { InMemoryNewsletter } from '../memory/in-memory-newsletter';
import { demoPlaces, demoStores, InMemoryStoreLocator } from '../memory/in-memory-store-locator';
import { StoreLocatorService } from '../store-locator/store-locator-service';
import { StoryblokContent } from '../storyblok/storyblok-content';

/**
 * The ports a customer adapter set binds; both sets bind exactly these. ContentPort is bound by the lead's
 * `httpAdapters` (StoryblokContent); its memory adapter comes from `contentMemoryAdapters()`.
 */
export const customerPorts = [CustomerPort, NewsletterPort, LoyaltyPort, StoreLocatorPort] as const;

/** The customer ports over the real services (or the mock backend on the same wire). */
export const customerAdapters = (config: ApiConfig) =>
  new ContainerModule(({ bind }) => {
    bind(CustomerPort).toConstantValue(new MagentoCustomer(config));
    bind(NewsletterPort).toConstantValue(new CustomerDataNewsletter(config));
    bind(LoyaltyPort).toConstantValue(new LoyaltyExtension(config));
    bind(StoreLocatorPort).toConstantValue(new StoreLocatorService(config));
  });

export interface CustomerMemorySeed {
  readonly accounts?: readonly InMemoryAccount[];
  readonly subscribers?: readonly string[];
  readonly loyalty?: InMemoryLoyaltySeed;
}

/** The customer ports in memory; each concrete class is bound too, so a test can reach the instance the ports use. */
export const customerMemoryAdapters = (seed: CustomerMemorySeed = {}) =>
  new ContainerModule(({ bind }) => {
    const customer = new InMemoryCustomer(seed.accounts ?? demoCustomerAccounts);
    bind(InMemoryCustomer).toConstantValue(customer);
    bind(CustomerPort).toService(InMemoryCustomer);
    bind(InMemoryNewsletter).toConstantValue(
      new InMemoryNewsletter(seed.subscribers ?? [demoCustomerAccounts[0]?.profile.email ?? ''], [], (token) => customer.ownerOf(token)),
    );
    bind(NewsletterPort).toService(InMemoryNewsletter);
    bind(InMemoryLoyalty).toConstantValue(new InMemoryLoyalty({ ownerOf: (token) => customer.ownerOf(token), ...(seed.loyalty ?? demoLoyalty) }));
    bind(LoyaltyPort).toService(InMemoryLoyalty);
    bind(InMemoryStoreLocator).toConstantValue(new InMemoryStoreLocator(demoStores, demoPlaces));
    bind(StoreLocatorPort).toService(InMemoryStoreLocator);
  });

/** ContentPort in memory, for the memory set (the HTTP set's StoryblokContent is bound by `httpAdapters`). */
export const contentMemoryAdapters = (seed: ContentSeed = demoContent) =>
  new ContainerModule(({ bind }) => {
    bind(InMemoryContent).toConstantValue(new InMemoryContent(seed));
    bind(ContentPort).toService(InMemoryContent);
  });

/** For a composition root without the lead's `httpAdapters`: ContentPort over Storyblok. */
export const contentAdapters = (config: ApiConfig) =>
  new ContainerModule(({ bind }) => {
    bind(ContentPort).toConstantValue(new StoryblokContent(config));
  });
