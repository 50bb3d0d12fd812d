import { Readable } from 'node:stream';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { wholeDocument } from './document';

const parts = { top: '<html><body><div id="root">', bottom: '</div><script>ß€</script></body></html>' };

describe('the whole document of a page the cache keeps', () => {
  test.prop([fc.array(fc.string({ unit: 'grapheme' })), fc.array(fc.nat(8))])(
    'is the top, the renderer\'s bytes in order (characters split across chunks included) and the bottom',
    async (texts, cuts) => {
      const bytes = Buffer.from(texts.join(''));
      const chunks: Uint8Array[] = [];
      let at = 0;
      for (const cut of cuts) {
        chunks.push(new Uint8Array(bytes.subarray(at, at + cut)));
        at += cut;
      }
      chunks.push(new Uint8Array(bytes.subarray(at)));
      const html = await wholeDocument(parts, Readable.from(chunks, { objectMode: true }));
      expect(html.toString()).toBe(`${parts.top}${texts.join('')}${parts.bottom}`);
    },
  );

  it('takes text chunks too', async () => {
    const html = await wholeDocument(parts, Readable.from(['<p>é</p>', '<p>b</p>']));
    expect(html.toString()).toBe(`${parts.top}<p>é</p><p>b</p>${parts.bottom}`);
  });

  it('fails when the renderer\'s stream fails', async () => {
    const body = new Readable({ read() {} });
    const html = wholeDocument(parts, body);
    body.push(Buffer.from('<p>'));
    body.destroy(new Error('render failed'));
    await expect(html).rejects.toThrow('render failed');
  });
});
