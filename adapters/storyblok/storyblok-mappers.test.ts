import { describe, expect, it } from 'vitest';
import { linkPath, toThemeConfig } from './storyblok-mappers';
import { themeStoryWire } from './storyblok-wire';

const url = (u: string) => ({ linktype: 'url', url: u, cached_url: u });
const story = (slug: string) => ({ linktype: 'story', url: '', cached_url: slug });

describe('Storyblok theme mapping', () => {
  it('turns story links in a store folder into that store view\'s path', () => {
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
                { title: 'Women', link: url('/en/women'), columns: [{ title: 'Dresses', link: url('/en/women/dresses') }, { title: 'Empty', link: url('') }] },
                { title: 'Nowhere', link: url('') },
              ],
            },
          },
          uspBar: { content: { messages: [{ bold: 'Free returns', normal: 'within 30 days', link: url('/en/returns/') }, { bold: 'Order', normal: 'today', link: url('') }] } },
        },
      },
    });
    expect(toThemeConfig(wire)).toEqual({
      contactLink: { label: 'Contact', url: '/en/customer-service/' },
      menu: [{ label: 'Women', url: '/en/women', children: [{ label: 'Dresses', url: '/en/women/dresses' }] }],
      usps: [{ bold: 'Free returns', normal: 'within 30 days', url: '/en/returns/' }, { bold: 'Order', normal: 'today' }],
    });
  });

  it('rejects a theme whose relations were not resolved', () => {
    const unresolved = { story: { full_slug: 'nl/config/theme', content: { component: 'theme', header: 'uuid-1', menu: 'uuid-2', uspBar: 'uuid-3' } } };
    expect(themeStoryWire.safeParse(unresolved).success).toBe(false);
  });
});
