import { describe, expect, it } from 'vitest';
import { linkPath, toThemeConfig } from './storyblok-mappers';
import { themeStoryWire } from './storyblok-wire';

const url = (u: string) => ({ linktype: 'url', url: u, cached_url: u });
const story = (slug: string) => ({ linktype: 'story', url: '', cached_url: slug });

describe('Storyblok theme mapping', () => {
  it("turns story links in a store folder into that store view's path", () => {
    expect(linkPath(story('nl/customer-service'))).toBe('/customer-service/');
    expect(linkPath(story('en/customer-service'))).toBe('/en/customer-service/');
    expect(linkPath(story('de/home'))).toBe('/de/');
    expect(linkPath(url('/en/women'))).toBe('/en/women');
    expect(linkPath(url('https://www.instagram.com/x'))).toBe('https://www.instagram.com/x');
    expect(linkPath(undefined)).toBe('');
  });

  it('maps header contact link, menu columns and USP messages; drops links without a target', () => {
    const wire = themeStoryWire.parse({
      story: {
        full_slug: 'en/config/theme',
        content: {
          component: 'theme',
          header: { content: { contactLink: [{ title: 'Contact', link: story('en/customer-service') }] } },
          menu: {
            content: {
              items: [
                {
                  title: 'Women',
                  link: url('/en/women'),
                  columns: [
                    { title: 'Dresses', link: url('/en/women/dresses') },
                    { title: 'Empty', link: url('') },
                  ],
                },
                { title: 'Nowhere', link: url('') },
              ],
            },
          },
          uspBar: {
            content: {
              messages: [
                { bold: 'Free returns', normal: 'within 30 days', link: url('/en/returns/') },
                { bold: 'Order', normal: 'today', link: url('') },
              ],
            },
          },
        },
      },
    });
    expect(toThemeConfig(wire)).toEqual({
      contactLink: { label: 'Contact', url: '/en/customer-service/' },
      menu: [
        {
          label: 'Women',
          url: '/en/women',
          children: [{ label: 'Dresses', url: '/en/women/dresses' }],
          clickable: true,
          columns: [{ label: 'Dresses', url: '/en/women/dresses', links: [] }],
        },
      ],
      mobileMenu: {
        items: [
          {
            label: 'Women',
            url: '/en/women',
            children: [{ label: 'Dresses', url: '/en/women/dresses' }],
            clickable: true,
            columns: [{ label: 'Dresses', url: '/en/women/dresses', links: [] }],
          },
        ],
        footerLinks: [],
      },
      usps: [
        { bold: 'Free returns', normal: 'within 30 days', url: '/en/returns/' },
        { bold: 'Order', normal: 'today' },
      ],
    });
  });

  it('takes the desktop menu with columns and promo from the header, the mobile menu from the menu story, and the footer', () => {
    const item = (promo: boolean) => ({
      title: 'Men',
      link: url('/en/men'),
      clickable: false,
      columns: [
        {
          title: 'Shirts',
          link: url('/en/men/shirts'),
          links: [
            { title: 'Polos', link: url('/en/men/shirts/polos') },
            { title: 'None', link: url('') },
          ],
        },
        { title: 'Heading', links: [] },
      ],
      ...(promo
        ? { promo: [{ title: 'New in', link: url('/en/men'), button_text: 'Shop now', image: { filename: '/img/p.svg', alt: 'Men' }, video: '/video/m.mp4' }] }
        : {}),
    });
    const wire = themeStoryWire.parse({
      story: {
        full_slug: 'en/config/theme',
        content: {
          component: 'theme',
          header: { content: { menu: [item(true)] } },
          menu: { content: { items: [item(false)], footerLinks: [{ title: 'Stores', link: url('/en/storelocator/') }] } },
          uspBar: { content: { messages: [], disableAnimationOnDesktop: true } },
          footer: {
            content: {
              socialLinks: [{ platform: 'instagram', link: url('https://www.instagram.com/x') }],
              newsletter: [{ title: 'Stay in touch', text: '10% off', placeholder: 'Your e-mail address', button_text: 'Subscribe' }],
              navigation: [{ title: 'Help', links: [{ title: 'Returns', link: story('en/returns') }] }],
              copyright: [
                { text: '© 2026 Example', link: url('') },
                { title: 'Privacy', link: story('en/privacy') },
              ],
              paymentIcons: [{ name: 'visa' }, { name: 'amex' }],
            },
          },
        },
      },
    });
    const theme = toThemeConfig(wire);
    const columns = [{ label: 'Shirts', url: '/en/men/shirts', links: [{ label: 'Polos', url: '/en/men/shirts/polos' }] }];
    expect(theme.menu).toEqual([
      {
        label: 'Men',
        url: '/en/men',
        children: [{ label: 'Shirts', url: '/en/men/shirts' }],
        clickable: false,
        columns,
        promo: { title: 'New in', url: '/en/men', buttonText: 'Shop now', image: { src: '/img/p.svg', alt: 'Men' }, video: '/video/m.mp4' },
      },
    ]);
    expect(theme.mobileMenu?.items[0]?.promo).toBeUndefined();
    expect(theme.mobileMenu?.footerLinks).toEqual([{ label: 'Stores', url: '/en/storelocator/' }]);
    expect(theme.uspAnimationOffOnDesktop).toBe(true);
    expect(theme.footer).toEqual({
      socialLinks: [{ platform: 'instagram', url: 'https://www.instagram.com/x' }],
      newsletter: { title: 'Stay in touch', text: '10% off', placeholder: 'Your e-mail address', buttonText: 'Subscribe' },
      navigation: [{ title: 'Help', links: [{ label: 'Returns', url: '/en/returns/' }] }],
      copyright: [{ label: '© 2026 Example' }, { label: 'Privacy', url: '/en/privacy/' }],
      paymentIcons: ['visa', 'amex'],
    });
  });

  it('rejects a theme whose relations were not resolved', () => {
    const unresolved = { story: { full_slug: 'nl/config/theme', content: { component: 'theme', header: 'uuid-1', menu: 'uuid-2', uspBar: 'uuid-3' } } };
    expect(themeStoryWire.safeParse(unresolved).success).toBe(false);
  });
});
