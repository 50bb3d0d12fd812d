import { AddToCart } from '../../application/cart/add-to-cart';
import { ApplyCoupon } from '../../application/cart/apply-coupon';
import { AuthorizeCart } from '../../application/cart/authorize-cart';
import { ClearCart } from '../../application/cart/clear-cart';
import { CurrentCart } from '../../application/cart/current-cart';
import { LoadPaymentMethods } from '../../application/cart/load-payment-methods';
import { LoadShippingMethods } from '../../application/cart/load-shipping-methods';
import { LoadTotals } from '../../application/cart/load-totals';
import { RemoveCoupon } from '../../application/cart/remove-coupon';
import { RemoveItem } from '../../application/cart/remove-item';
import { StartCart } from '../../application/cart/start-cart';
import { StockSyncCartItems } from '../../application/cart/stock-sync-cart-items';
import { TrackCartView } from '../../application/cart/track-cart-view';
import { SyncCart } from '../../application/cart/sync-cart';
import { UpdateQuantity } from '../../application/cart/update-quantity';
import { LoadCarousel } from '../../application/catalog/load-carousel';
import { LoadCategoryPage } from '../../application/catalog/load-category-page';
import { LoadProductPage } from '../../application/catalog/load-product-page';
import { RefreshPrices } from '../../application/catalog/refresh-prices';
import { TrackProductList } from '../../application/catalog/track-product-list';
import { TrackProductView } from '../../application/catalog/track-product-view';
import { CheckoutDetails } from '../../application/checkout/checkout-details';
import { PlaceOrder } from '../../application/checkout/place-order';
import { SaveCheckoutDetails } from '../../application/checkout/save-checkout-details';
import { SendOfflineOrders } from '../../application/checkout/send-offline-orders';
import { OrderReceipts } from '../../application/checkout/order-receipts';
import { StartCardPayment } from '../../application/checkout/start-card-payment';
import { LookUpPostcode } from '../../application/checkout/look-up-postcode';
import { TrackCheckoutStep } from '../../application/checkout/track-checkout-step';
import { VerifyPaymentReturn } from '../../application/checkout/verify-payment-return';
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
import { LoadBlogArticle } from '../../application/content/load-blog-article';
import { LoadBlogList } from '../../application/content/load-blog-list';
import { LoadDraftStory } from '../../application/content/load-draft-story';
import { LoadStory } from '../../application/content/load-story';
import { LoadTheme } from '../../application/content/load-theme';
import { ValidatePreview } from '../../application/content/validate-preview';
import { ApplyLoyaltyCoupon } from '../../application/loyalty/apply-loyalty-coupon';
import { LoadLoyaltyTransactions } from '../../application/loyalty/load-loyalty-transactions';
import { LoadPersonalCoupons } from '../../application/loyalty/load-personal-coupons';
import { ApplyPersonalPricing } from '../../application/loyalty/apply-personal-pricing';
import { ShowPersonalPricing } from '../../application/loyalty/show-personal-pricing';
import { RemoveLoyaltyCoupon } from '../../application/loyalty/remove-loyalty-coupon';
import { ChangeMySubscription } from '../../application/newsletter/change-my-subscription';
import { LinkContact } from '../../application/newsletter/link-contact';
import { LoadMySubscription } from '../../application/newsletter/load-my-subscription';
import { LoadNewsletterStatus } from '../../application/newsletter/load-newsletter-status';
import { SubscribeNewsletter } from '../../application/newsletter/subscribe-newsletter';
import { UnsubscribeNewsletter } from '../../application/newsletter/unsubscribe-newsletter';
import { HandleReconnect } from '../../application/offline/handle-reconnect';
import { WatchConnectivity } from '../../application/offline/watch-connectivity';
import { GuardCheckoutNavigation } from '../../application/routing/guard-checkout-navigation';
import { NavigationHistory } from '../../application/routing/navigation-history';
import { ResolveRoute } from '../../application/routing/resolve-route';
import { Autocomplete } from '../../application/search/autocomplete';
import { FindSearchRedirect } from '../../application/search/find-search-redirect';
import { LoadCartRecommendations } from '../../application/search/load-cart-recommendations';
import { ProviderKeys } from '../../application/search/provider-keys';
import { SearchProducts } from '../../application/search/search-products';
import { SendSearchNotification } from '../../application/search/send-search-notification';
import { AuthSession } from '../../application/session/auth-session';
import { RefreshProfileNearExpiry } from '../../application/session/refresh-profile-near-expiry';
import { ResumeSession } from '../../application/session/resume-session';
import { EndExpiredSession } from '../../application/session/end-expired-session';
import { Login } from '../../application/session/login';
import { Logout } from '../../application/session/logout';
import { LoadProductReviews } from '../../application/reviews/load-product-reviews';
import { SubmitReview } from '../../application/reviews/submit-review';
import { FindStores } from '../../application/store-locator/find-stores';
import { LoadStore } from '../../application/store-locator/load-store';
import { ChangeStoreView } from '../../application/store-view/change-store-view';

/**
 * Every use case the UI may call, by name. The composition roots (browser and server) resolve them lazily from their
 * container; stores and page loaders receive the resolved object and never see the container.
 */
export const useCaseClasses = {
  addToCart: AddToCart,
  applyCoupon: ApplyCoupon,
  authorizeCart: AuthorizeCart,
  clearCart: ClearCart,
  currentCart: CurrentCart,
  loadPaymentMethods: LoadPaymentMethods,
  loadShippingMethods: LoadShippingMethods,
  loadTotals: LoadTotals,
  removeCoupon: RemoveCoupon,
  removeItem: RemoveItem,
  startCart: StartCart,
  stockSyncCartItems: StockSyncCartItems,
  syncCart: SyncCart,
  trackCartView: TrackCartView,
  updateQuantity: UpdateQuantity,
  loadCarousel: LoadCarousel,
  loadCategoryPage: LoadCategoryPage,
  loadProductPage: LoadProductPage,
  refreshPrices: RefreshPrices,
  trackProductList: TrackProductList,
  trackProductView: TrackProductView,
  checkoutDetails: CheckoutDetails,
  placeOrder: PlaceOrder,
  saveCheckoutDetails: SaveCheckoutDetails,
  sendOfflineOrders: SendOfflineOrders,
  orderReceipts: OrderReceipts,
  startCardPayment: StartCardPayment,
  verifyPaymentReturn: VerifyPaymentReturn,
  trackCheckoutStep: TrackCheckoutStep,
  lookUpPostcode: LookUpPostcode,
  changePassword: ChangePassword,
  checkCustomerExists: CheckCustomerExists,
  createPassword: CreatePassword,
  deleteAddress: DeleteAddress,
  loadOrderHistory: LoadOrderHistory,
  loadOrder: LoadOrder,
  reorder: Reorder,
  loadOrderPictures: LoadOrderPictures,
  loadMySubscription: LoadMySubscription,
  changeMySubscription: ChangeMySubscription,
  loadPersonalCoupons: LoadPersonalCoupons,
  showPersonalPricing: ShowPersonalPricing,
  applyPersonalPricing: ApplyPersonalPricing,
  applyLoyaltyCoupon: ApplyLoyaltyCoupon,
  removeLoyaltyCoupon: RemoveLoyaltyCoupon,
  loadLoyaltyTransactions: LoadLoyaltyTransactions,
  register: Register,
  requestPasswordReset: RequestPasswordReset,
  saveAddress: SaveAddress,
  updateProfile: UpdateProfile,
  loadBlogArticle: LoadBlogArticle,
  loadBlogList: LoadBlogList,
  loadDraftStory: LoadDraftStory,
  loadStory: LoadStory,
  loadTheme: LoadTheme,
  validatePreview: ValidatePreview,
  linkContact: LinkContact,
  loadNewsletterStatus: LoadNewsletterStatus,
  subscribeNewsletter: SubscribeNewsletter,
  unsubscribeNewsletter: UnsubscribeNewsletter,
  handleReconnect: HandleReconnect,
  watchConnectivity: WatchConnectivity,
  guardCheckoutNavigation: GuardCheckoutNavigation,
  navigationHistory: NavigationHistory,
  resolveRoute: ResolveRoute,
  autocomplete: Autocomplete,
  findSearchRedirect: FindSearchRedirect,
  loadCartRecommendations: LoadCartRecommendations,
  providerKeys: ProviderKeys,
  searchProducts: SearchProducts,
  sendSearchNotification: SendSearchNotification,
  authSession: AuthSession,
  endExpiredSession: EndExpiredSession,
  refreshProfileNearExpiry: RefreshProfileNearExpiry,
  resumeSession: ResumeSession,
  login: Login,
  logout: Logout,
  loadProductReviews: LoadProductReviews,
  submitReview: SubmitReview,
  findStores: FindStores,
  loadStore: LoadStore,
  changeStoreView: ChangeStoreView,
} as const;

export type UseCaseName = keyof typeof useCaseClasses;

/** The resolved use cases: one instance of each class above. */
export type UseCases = { readonly [K in UseCaseName]: InstanceType<(typeof useCaseClasses)[K]> };
