import { type UseCasesOf } from './use-cases-of';
import { AddToCart } from '../cart/add-to-cart';
import { ApplyCoupon } from '../cart/apply-coupon';
import { AuthorizeCart } from '../cart/authorize-cart';
import { ClearCart } from '../cart/clear-cart';
import { CurrentCart } from '../cart/current-cart';
import { LoadPaymentMethods } from '../cart/load-payment-methods';
import { LoadShippingMethods } from '../cart/load-shipping-methods';
import { LoadTotals } from '../cart/load-totals';
import { RemoveCoupon } from '../cart/remove-coupon';
import { RemoveItem } from '../cart/remove-item';
import { StartCart } from '../cart/start-cart';
import { StockSyncCartItems } from '../cart/stock-sync-cart-items';
import { TrackCartView } from '../cart/track-cart-view';
import { SyncCart } from '../cart/sync-cart';
import { UpdateQuantity } from '../cart/update-quantity';
import { LoadCarousel } from '../catalog/load-carousel';
import { LoadCategoryPage } from '../catalog/load-category-page';
import { LoadProductPage } from '../catalog/load-product-page';
import { RefreshPrices } from '../catalog/refresh-prices';
import { TrackProductList } from '../catalog/track-product-list';
import { TrackProductView } from '../catalog/track-product-view';
import { CheckoutDetails } from '../checkout/checkout-details';
import { PlaceOrder } from '../checkout/place-order';
import { SaveCheckoutDetails } from '../checkout/save-checkout-details';
import { SendOfflineOrders } from '../checkout/send-offline-orders';
import { OrderReceipts } from '../checkout/order-receipts';
import { StartCardPayment } from '../checkout/start-card-payment';
import { LookUpPostcode } from '../checkout/look-up-postcode';
import { TrackCheckoutStep } from '../checkout/track-checkout-step';
import { VerifyPaymentReturn } from '../checkout/verify-payment-return';
import { ChangePassword } from '../account/change-password';
import { CheckCustomerExists } from '../account/check-customer-exists';
import { CreatePassword } from '../account/create-password';
import { DeleteAddress } from '../account/delete-address';
import { LoadOrder } from '../account/load-order';
import { LoadOrderHistory } from '../account/load-order-history';
import { LoadOrderPictures } from '../account/load-order-pictures';
import { Reorder } from '../account/reorder';
import { Register } from '../account/register';
import { RequestPasswordReset } from '../account/request-password-reset';
import { SaveAddress } from '../account/save-address';
import { UpdateProfile } from '../account/update-profile';
import { LoadBlogArticle } from '../content/load-blog-article';
import { LoadBlogList } from '../content/load-blog-list';
import { LoadDraftStory } from '../content/load-draft-story';
import { LoadStory } from '../content/load-story';
import { LoadTheme } from '../content/load-theme';
import { ValidatePreview } from '../content/validate-preview';
import { ApplyLoyaltyCoupon } from '../loyalty/apply-loyalty-coupon';
import { LoadLoyaltyTransactions } from '../loyalty/load-loyalty-transactions';
import { LoadPersonalCoupons } from '../loyalty/load-personal-coupons';
import { ApplyPersonalPricing } from '../loyalty/apply-personal-pricing';
import { ShowPersonalPricing } from '../loyalty/show-personal-pricing';
import { RemoveLoyaltyCoupon } from '../loyalty/remove-loyalty-coupon';
import { ChangeMySubscription } from '../newsletter/change-my-subscription';
import { LinkContact } from '../newsletter/link-contact';
import { LoadMySubscription } from '../newsletter/load-my-subscription';
import { LoadNewsletterStatus } from '../newsletter/load-newsletter-status';
import { SubscribeNewsletter } from '../newsletter/subscribe-newsletter';
import { UnsubscribeNewsletter } from '../newsletter/unsubscribe-newsletter';
import { HandleReconnect } from '../offline/handle-reconnect';
import { WatchConnectivity } from '../offline/watch-connectivity';
import { GuardCheckoutNavigation } from '../routing/guard-checkout-navigation';
import { NavigationHistory } from '../routing/navigation-history';
import { ResolveRoute } from '../routing/resolve-route';
import { Autocomplete } from '../search/autocomplete';
import { FindSearchRedirect } from '../search/find-search-redirect';
import { LoadCartRecommendations } from '../search/load-cart-recommendations';
import { ProviderKeys } from '../search/provider-keys';
import { SearchProducts } from '../search/search-products';
import { SendSearchNotification } from '../search/send-search-notification';
import { AuthSession } from '../session/auth-session';
import { RefreshProfileNearExpiry } from '../session/refresh-profile-near-expiry';
import { ResumeSession } from '../session/resume-session';
import { EndExpiredSession } from '../session/end-expired-session';
import { Login } from '../session/login';
import { Logout } from '../session/logout';
import { LoadProductReviews } from '../reviews/load-product-reviews';
import { SubmitReview } from '../reviews/submit-review';
import { FindStores } from '../store-locator/find-stores';
import { LoadStore } from '../store-locator/load-store';
import { ChangeStoreView } from '../store-view/change-store-view';

/**
 * The shop's use cases by name: what the screens, the server's renders and the support CLI call. The one list of the
 * application's public API; the composition roots resolve a name to its class in their container (nothing else is
 * bound by hand: the containers bind a class the first time it is asked for), and the browser's first chunk knows only
 * the type, so the classes come with the services chunk.
 */
export const shopUseCaseClasses = {
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

export type UseCaseName = keyof typeof shopUseCaseClasses;

/** The resolved use cases: one instance of each class above. */
export type UseCases = UseCasesOf<typeof shopUseCaseClasses>;
