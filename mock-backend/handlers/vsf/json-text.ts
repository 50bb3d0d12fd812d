/**
 * A search answer written as JSON text around `_source` texts made before (product-source-texts.ts): the same text
 * JSON.stringify writes for the answer with those `_source` objects, and its length in UTF-8 bytes for the
 * Content-Length header without encoding it.
 */
import type { EsHit, EsResponse } from '../../engine/index.ts';

export interface JsonText {
  readonly text: string;
  /** UTF-8 length of `text`. */
  readonly bytes: number;
}

/** UTF-8 length of a string as TextEncoder and Blob count it (a lone surrogate becomes U+FFFD, 3 bytes). */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2;
      i++;
    } else bytes += 2;
  }
  return bytes;
}

interface Parts {
  readonly list: string[];
  bytes: number;
}

function put(out: Parts, text: string, bytes = utf8Length(text)): void {
  out.list.push(text);
  out.bytes += bytes;
}

/** Writes an object as JSON.stringify does, but the fields named in `own` with their own writer. */
function writeObject(out: Parts, object: object, own: Readonly<Record<string, (value: unknown) => void>>): void {
  put(out, '{');
  let first = true;
  for (const [key, value] of Object.entries(object)) {
    const write = Object.hasOwn(own, key) ? own[key] : undefined;
    const json = write === undefined ? (JSON.stringify(value) as string | undefined) : '';
    // JSON.stringify leaves out fields whose value is undefined or a function.
    if (json === undefined) continue;
    put(out, `${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    if (write === undefined) put(out, json);
    else write(value);
  }
  put(out, '}');
}

function writeHits(out: Parts, hits: readonly EsHit<JsonText>[]): void {
  put(out, '[');
  hits.forEach((hit, i) => {
    if (i > 0) put(out, ',', 1);
    writeObject(out, hit, { _source: (source) => put(out, (source as JsonText).text, (source as JsonText).bytes) });
  });
  put(out, ']');
}

export function searchResponseText(response: EsResponse<JsonText>): JsonText {
  const out: Parts = { list: [], bytes: 0 };
  writeObject(out, response, {
    hits: (hits) => writeObject(out, hits as object, { hits: (list) => writeHits(out, list as readonly EsHit<JsonText>[]) }),
  });
  return { text: out.list.join(''), bytes: out.bytes };
}
