import { ContainerModule } from 'inversify';
import { type ClassBinding, bindClasses } from './class-bindings';
import { ChangePassword } from '../../application/account/change-password';
import { CheckCustomerExists } from '../../application/account/check-customer-exists';
import { CreatePassword } from '../../application/account/create-password';
import { DeleteAddress } from '../../application/account/delete-address';
import { LoadOrder } from '../../application/account/load-order';
import { LoadOrderHistory } from '../../application/account/load-order-history';
import { LoadOrderPictures } from '../../application/account/load-order-pictures';
import { Reorder } from '../../application/account/reorder';
import { Register } from '../../application/account/register';
import { RequestPasswordReset } from '../../application/account/request-password-reset';
import { SaveAddress } from '../../application/account/save-address';
import { UpdateProfile } from '../../application/account/update-profile';
import { ContentCache } from '../../application/content/content-cache';
import { LoadBlogArticle } from '../../application/content/load-blog-article';
import { LoadBlogList } from '../../application/content/load-blog-list';
import { LoadDraftStory } from '../../application/content/load-draft-story';
import { LoadStory } from '../../application/content/load-story';
import { ValidatePreview } from '../../application/content/validate-preview';
import { ApplyLoyaltyCoupon } from '../../application/loyalty/apply-loyalty-coupon';
import { ApplyLoyaltyDiscount } from '../../application/loyalty/apply-loyalty-discount';
import { LoadLoyaltyTransactions } from '../../application/loyalty/load-loyalty-transactions';
import { LoadPersonalCoupons } from '../../application/loyalty/load-personal-coupons';
import { LoadPersonalPricing } from '../../application/loyalty/load-personal-pricing';
import { ApplyPersonalPricing } from '../../application/loyalty/apply-personal-pricing';
import { ShowPersonalPricing } from '../../application/loyalty/show-personal-pricing';
import { RemoveLoyaltyCoupon } from '../../application/loyalty/remove-loyalty-coupon';
import { RemoveLoyaltyDiscount } from '../../application/loyalty/remove-loyalty-discount';
import { ValidateLoyaltyQuote } from '../../application/loyalty/validate-loyalty-quote';
import { ChangeMySubscription } from '../../application/newsletter/change-my-subscription';
import { LinkContact } from '../../application/newsletter/link-contact';
import { LoadMySubscription } from '../../application/newsletter/load-my-subscription';
import { LoadNewsletterStatus } from '../../application/newsletter/load-newsletter-status';
import { SubscribeNewsletter } from '../../application/newsletter/subscribe-newsletter';
import { UnsubscribeNewsletter } from '../../application/newsletter/unsubscribe-newsletter';
import { ContentPort } from '../../application/ports/content-port';
import { CustomerPort } from '../../application/ports/customer-port';
import { LoyaltyPort } from '../../application/ports/loyalty-port';
import { NewsletterPort } from '../../application/ports/newsletter-port';
import { StoreLocatorPort } from '../../application/ports/store-locator-port';
import { FindStores } from '../../application/store-locator/find-stores';
import { LoadStore } from '../../application/store-locator/load-store';
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

/** Every customer, content, newsletter, loyalty and store-locator use case. */
export const customerUseCaseClasses = [
  Register,
  RequestPasswordReset,
  CreatePassword,
  ChangePassword,
  UpdateProfile,
  SaveAddress,
  DeleteAddress,
  LoadOrderHistory,
  LoadOrder,
  CheckCustomerExists,
  SubscribeNewsletter,
  UnsubscribeNewsletter,
  LoadNewsletterStatus,
  LinkContact,
  LoadMySubscription,
  ChangeMySubscription,
  ApplyLoyaltyCoupon,
  RemoveLoyaltyCoupon,
  ApplyLoyaltyDiscount,
  RemoveLoyaltyDiscount,
  LoadPersonalCoupons,
  LoadLoyaltyTransactions,
  LoadPersonalPricing,
  ValidateLoyaltyQuote,
  ShowPersonalPricing,
  ApplyPersonalPricing,
  LoadStory,
  LoadBlogList,
  LoadBlogArticle,
  ValidatePreview,
  LoadDraftStory,
  FindStores,
  LoadStore,
] as const;

/**
 * Account use cases that also need the cart and catalogue modules (reorder adds to the cart, the order's pictures come
 * from the catalogue); bound by customerUseCases.
 */
export const accountCartUseCaseClasses = [Reorder, LoadOrderPictures] as const;

/** The use cases, bound the same way whichever adapter set serves the ports; the content cache lives once per container. */
export const customerUseCases = (classes: ClassBinding = 'bound') =>
  new ContainerModule(({ bind }) => {
    bindClasses(bind, [ContentCache, ...customerUseCaseClasses, ...accountCartUseCaseClasses], classes);
  });

/** For a composition root without the lead's `httpAdapters`: ContentPort over Storyblok. */
export const contentAdapters = (config: ApiConfig) =>
  new ContainerModule(({ bind }) => {
    bind(ContentPort).toConstantValue(new StoryblokContent(config));
  });
