import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { absoluteJsonLd, breadcrumbList, itemList, organizationJsonLd, productGroupJsonLd, productJsonLd, webSiteJsonLd } from './structured-data';

const origin = 'https://www.noord.example';

describe('structured data', () => {
  it('a BreadcrumbList counts from 1 with Home first, and its items become absolute URLs', () => {
    const list = absoluteJsonLd(
      breadcrumbList([
        { name: 'Home', path: '/en/' },
        { name: 'Kids', path: '/en/kids' },
      ]),
      origin,
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.noord.example/en/' },
        { '@type': 'ListItem', position: 2, name: 'Kids', item: 'https://www.noord.example/en/kids' },
      ],
    });
  });

  it('an ItemList numbers products across pages', () => {
    const list = itemList(
      [
        { name: 'A', path: '/a' },
        { name: 'B', path: '/b' },
      ],
      51,
    );
    expect(list).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { position: 51, url: '/a' },
        { position: 52, url: '/b' },
      ],
    });
  });

  it('a Product has brand, sku, images and an Offer with price, currency, availability and url', () => {
    const product = absoluteJsonLd(
      productJsonLd({
        name: 'Tee',
        sku: 'TEE-1',
        brand: 'Noord',
        images: ['/img/600/744/tee.svg'],
        offer: { price: 19.95, currency: 'EUR', availability: 'low', path: '/tee' },
      }),
      origin,
    );
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Tee',
      sku: 'TEE-1',
      image: ['https://www.noord.example/img/600/744/tee.svg'],
      brand: { '@type': 'Brand', name: 'Noord' },
      offers: {
        '@type': 'Offer',
        price: 19.95,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/LimitedAvailability',
        itemCondition: 'https://schema.org/NewCondition',
        url: 'https://www.noord.example/tee',
      },
    });
    expect(productJsonLd({ name: 'X', sku: 'X', images: [] })).toEqual({ '@context': 'https://schema.org', '@type': 'Product', name: 'X', sku: 'X' });
  });

  it('a configurable is a ProductGroup with one Product per variant, each with its own price and availability', () => {
    const group = productGroupJsonLd(
      {
        name: 'Broek',
        sku: 'KTR-1',
        description: 'Een broek',
        images: [],
        variesBy: ['color', 'size'],
        offer: { price: 1, currency: 'EUR', availability: 'in-stock', path: '/b' },
      },
      [
        {
          name: 'Broek Zwart 116',
          sku: 'KTR-1-BLK-116',
          color: 'Zwart',
          size: '116',
          images: [],
          offer: { price: 34.95, currency: 'EUR', availability: 'in-stock', path: '/b?childSku=KTR-1-BLK-116' },
        },
        {
          name: 'Broek Bruin 134',
          sku: 'KTR-1-BRN-134',
          images: [],
          offer: { price: 44.95, currency: 'EUR', availability: 'out-of-stock', path: '/b?childSku=KTR-1-BRN-134' },
        },
      ],
    );
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: 'KTR-1',
      description: 'Een broek',
      variesBy: ['https://schema.org/color', 'https://schema.org/size'],
      hasVariant: [
        { '@type': 'Product', sku: 'KTR-1-BLK-116', color: 'Zwart', size: '116', offers: { price: 34.95, availability: 'https://schema.org/InStock' } },
        { '@type': 'Product', sku: 'KTR-1-BRN-134', offers: { price: 44.95, availability: 'https://schema.org/OutOfStock' } },
      ],
    });
    expect(group).not.toHaveProperty('offers');
  });

  it('home: Organization and a WebSite whose SearchAction searches the store view', () => {
    const site = absoluteJsonLd(webSiteJsonLd({ name: 'NOORD', path: '/de/', language: 'de-DE', searchPath: '/de/catalogsearch/result/' }), origin);
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: 'https://www.noord.example/de/',
      inLanguage: 'de-DE',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://www.noord.example/de/catalogsearch/result/?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(absoluteJsonLd(organizationJsonLd({ name: 'NOORD', path: '/', logo: '/icons/logo.png' }), `${origin}/`)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'NOORD',
      url: 'https://www.noord.example/',
      logo: 'https://www.noord.example/icons/logo.png',
    });
  });

  test.prop([fc.string(), fc.webUrl()])('absoluteJsonLd leaves text fields, absolute URLs and protocol-relative ones alone', (text, url) => {
    const data = { name: `/${text}`, description: text, url, image: [`//cdn.example/${text}`] };
    expect(absoluteJsonLd(data, origin)).toEqual(data);
  });
});
