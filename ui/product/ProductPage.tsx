import { Shirt } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { type PageModule, type PageProps } from '../routing/page-module';
import { useStores } from '../app/stores-context';
import { type ProductCardView } from '../../application/catalog/product-card-presenter';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { OverlaySlot } from '../shell/optional-slots';
import { AddToCart } from './AddToCart';
import { BundleOptions } from './BundleOptions';
import { ColourRelations } from './ColourRelations';
import { Gallery } from './Gallery';
import { GroupedItems } from './GroupedItems';
import { loadProduct } from './load-product';
import { messages } from './messages';
import { OptionPicker } from './OptionPicker';
import { PriceTag } from './PriceTag';
import { optionLabel, textsOf } from './product-head';
import { ProductLabels } from './ProductLabels';
import { ProductPageStore } from './product-page.store';
import { type ProductPageData } from '../../application/catalog/product-page-presenter';
import { RecommendationRow } from './RecommendationRow';
import { ReviewsButton } from './ReviewsButton';
import { useProductEffects } from './use-product-effects';

const ProductView = observer(function ProductView({ data }: { readonly data: ProductPageData }) {
  const stores = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [store] = useState(() => new ProductPageStore(data, { notify: (notice) => stores.notifications.notify(notice) }));
  const { notifyClick } = useProductEffects(store);

  // The loader's warning (a childSku of the URL that is no choice: 'No such configuration', catalogue spec §8).
  useEffect(() => {
    if (data.notice !== undefined) stores.notifications.notify(data.notice);
  }, [data.notice, stores]);

  // A URL the shopper went to (back, forward) brings its child sku; a late loader answer cannot undo a newer choice.
  useEffect(() => store.showSku(store.skuOfLocation(location.pathname, location.search)), [store, location.pathname, location.search]);

  // The chosen child's sku goes into the URL, replacing the entry (catalogue spec §4).
  const url = store.url;
  useEffect(() => {
    if (!store.chosen || store.urlSku === undefined || location.pathname + location.search === url) return;
    void navigate(url, { replace: true, preventScrollReset: true });
  }, [url, store, location.pathname, location.search, navigate]);

  const { product } = data;
  const brand = optionLabel(data.attributes, 'brand_ois', product.brand_ois);
  const description = textsOf(product).description;
  const open = stores.modals.open.bind(stores.modals);

  return (
    <article className="product-page" data-sku={store.variant?.sku ?? product.sku}>
      <Breadcrumbs crumbs={[...data.breadcrumbs.map((c) => ({ label: c.label, to: c.path })), { label: product.name }]} />
      <div className="product-page__main">
        <Gallery key={store.images[0] ?? 'none'} images={store.images} name={product.name} overlay={<ProductLabels labels={data.labels} />} />
        <div className="product-page__details">
          {brand && <p className="product-page__brand">{brand}</p>}
          <h1 className="product-page__name">{product.name}</h1>
          <p className="product-page__sku" data-testid="product-sku">
            {intl.formatMessage(messages.sku, { sku: store.variant?.sku ?? product.sku })}
          </p>
          <PriceTag price={store.price} total={data.prices.total !== undefined} />
          {/* Only a signed-in customer's page loads personal pricing (cart spec §6): a guest's carries none of it. */}
          {stores.session.isLoggedIn && <OverlaySlot name="PersonalPriceNote" props={{ price: store.price?.final }} />}
          <ColourRelations product={product} attributes={data.attributes} storeCode={data.storeCode} />
          <OptionPicker store={store} onSizeGuide={() => open('size-guide')} onSizeSelector={() => open('size-selector', store)} />
          {product.type_id === 'grouped' && <GroupedItems product={product} prices={data.prices.bySku} />}
          {product.type_id === 'bundle' && <BundleOptions product={product} prices={data.prices.bySku} />}
          <AddToCart store={store} />
          {data.related.upsell.length > 0 && (
            <div className="product-page__more">
              <button type="button" className="text-button" onClick={() => open('shop-the-look', { name: product.name, cards: data.related.upsell })}>
                <Shirt aria-hidden="true" size={18} />
                {intl.formatMessage(messages.shopTheLook)}
              </button>
            </div>
          )}
          <ReviewsButton productId={product.id} name={product.name} open={open} />
          {description && <p className="product-page__description">{description}</p>}
        </div>
      </div>
      <RecommendationRow
        title={intl.formatMessage(messages.alternatives)}
        cards={data.related.alternatives}
        onOpen={(card: ProductCardView) => notifyClick(card)}
      />
      <RecommendationRow title={intl.formatMessage(messages.upsell)} cards={data.related.upsell} onOpen={(card: ProductCardView) => notifyClick(card)} />
    </article>
  );
});

/** The product page of every product type (catalogue spec §2–§4); one store per product, kept across variant changes. */
export function ProductPage({ data }: PageProps<ProductPageData>) {
  return <ProductView key={data.product.sku} data={data} />;
}

export const page: PageModule<ProductPageData> = { load: loadProduct, Page: ProductPage };
