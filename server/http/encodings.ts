import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A cached page keeps one body, brotli-compressed once when stored: what nearly every browser accepts goes out as it
 * is, and the rare client without brotli gets it decompressed (and gzipped) on demand. Keeping three encodings
 * tripled the memory of every entry for the sake of a few requests.
 */
export function compressBody(body: Buffer): Buffer {
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** The stored brotli body in the encoding a request asked for. */
export function bodyIn(encoding: Encoding, brotli: Buffer): Buffer {
  if (encoding === 'br') return brotli;
  const identity = brotliDecompressSync(brotli);
  return encoding === 'gzip' ? gzipSync(identity, { level: 6 }) : identity;
}

/** The best encoding the request accepts (brotli, then gzip, else none). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '')
    .slice(0, 512)
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}
