import { Readable } from 'node:stream';
import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { documentParts, wholeDocument } from './document';

const parts = { top: '<html><body><div id="root">', bottom: '</div><script>ß€</script></body></html>' };

describe('the whole document of a page the cache keeps', () => {
  test.prop([fc.array(fc.string({ unit: 'grapheme' })), fc.array(fc.nat(8))])(
    "is the top, the renderer's bytes in order (characters split across chunks included) and the bottom",
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

  it("fails when the renderer's stream fails", async () => {
    const body = new Readable({ read() {} });
    const html = wholeDocument(parts, body);
    body.push(Buffer.from('<p>'));
    body.destroy(new Error('render failed'));
    await expect(html).rejects.toThrow('render failed');
  });
});

describe('page text in the document', () => {
  const template =
    '<html lang="nl"><head><title>Shop</title><link rel="manifest" href="/manifest.nl.webmanifest"><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

  it.each(["$'xyz", '$&', '$`', '$$', '$1', '$<name>'])('goes in as it is, never as a replacement pattern (%s)', (special) => {
    const parts = documentParts(template, {
      lang: 'en',
      title: `Search ${special}`,
      head: `<meta name="description" content="${special}">`,
      tail: `<script type="application/json">"${special}"</script>`,
    });
    const html = `${parts.top}${parts.bottom}`;
    expect(html).toContain(`<title>Search ${special.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')}</title>`);
    expect(html).toContain(`<meta name="description" content="${special}">`);
    expect(html).toContain(`<script type="application/json">"${special}"</script></body>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  test.prop([fc.string(), fc.string()])('keeps any title and head text whole', (title, head) => {
    const parts = documentParts(template, { lang: 'en', title, head });
    const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(parts.top).toContain(`<title>${escaped}</title>`);
    expect(parts.top).toContain(`${head}</head>`);
  });
});
