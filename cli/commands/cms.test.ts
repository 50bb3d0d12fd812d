import { afterAll, describe, expect, it } from 'vitest';
import { cliHarness } from '../../testing/cli/harness';

const cli = cliHarness();
afterAll(() => cli.cleanup());

describe('storefront cms story', () => {
  it('a story of the chosen store view with its blocks and alternates', async () => {
    const { code, value } = await cli.json<{ full_slug: string; blocks: string[]; alternates: { full_slug: string }[] }>(
      '--store',
      'de',
      'cms',
      'story',
      'home',
    );
    expect(code).toBe(0);
    expect(value.full_slug).toBe('de/home');
    expect(value.blocks[0]).toBe('page');
    expect(value.alternates.map((a) => a.full_slug).sort()).toEqual(['en/home', 'nl/home']);
  });

  it('a shop path names its own store view', async () => {
    const { out } = await cli.run('cms', 'story', '/en/about-us');
    expect(out).toMatch(/full slug\s+en\/about-us/);
  });

  it('an unknown story is exit 1', async () => {
    const result = await cli.run('cms', 'story', 'no-such-page');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/no published story "no-such-page" in store view nl/);
  });
});
