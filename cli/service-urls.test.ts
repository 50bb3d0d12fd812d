import { afterAll, describe, expect, it } from 'vitest';
import { cliHarness } from '../testing/cli/harness';

const cli = cliHarness();
afterAll(() => cli.cleanup());

describe('storefront service URL options (--cms-url, --extension-base, --search-url, --storyblok-url, --payment-url)', () => {
  it('--cms-url reaches the content adapter: a path the mock does not serve is unreachable (exit 2), the real one works', async () => {
    const wrong = await cli.run('--cms-url', '/nowhere/cms', 'cms', 'story', 'home');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/^error: .*CMS/);
    const right = await cli.run('cms', 'story', 'home', '--cms-url', 'http://127.0.0.1/api/ext/cms');
    expect(right.code).toBe(0);
    expect(right.out).toContain('nl/home');
  });

  it('--extension-base reaches the cart adapter: a path the mock does not serve is unreachable (exit 2), the real one works', async () => {
    const wrong = await cli.run('--extension-base', '/nowhere/ext', 'cart', 'create');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/^error: /);
    const right = await cli.run('--extension-base', '/api/ext/magento', 'cart', 'create');
    expect(right.code).toBe(0);
  });

  it('--search-url, --storyblok-url and --payment-url accept an absolute URL or a path', async () => {
    const result = await cli.run(
      '--search-url',
      'http://127.0.0.1/api/storefront/v3',
      '--storyblok-url',
      '/v2/cdn',
      '--payment-url',
      'https://pay.example.com',
      'cms',
      'story',
      'home',
    );
    expect(result.code).toBe(0);
  });

  it.each([
    ['--cms-url', 'cms.example.com'],
    ['--extension-base', 'ftp://example.com/ext'],
    ['--search-url', 'not a url'],
    ['--storyblok-url', 'ftp://cdn.example.com'],
    ['--payment-url', '//pay.example.com'],
  ])('%s %s is bad usage (exit 2) with one line naming the option', async (flag, value) => {
    const result = await cli.run(flag, value, 'cms', 'story', 'home');
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err.split('\n')).toHaveLength(1);
    expect(result.err).toContain(`error: ${flag} "${value}"`);
  });

  it('the program help lists the service URL options', async () => {
    const help = await cli.run('--help');
    for (const flag of ['--cms-url', '--storyblok-url', '--search-url', '--payment-url', '--extension-base']) expect(help.out).toContain(flag);
  });
});
