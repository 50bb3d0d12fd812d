import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `.br` and `.gz` next to every compressible file of the browser build, so the production server (sirv)
 * sends them without compressing on each request.
 */
export function precompressPlugin(): Plugin {
  let ssr = false;
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr) || Boolean(process.env.VITEST);
    },
    writeBundle(options, bundle) {
      if (ssr || options.dir === undefined) return;
      for (const name of Object.keys(bundle)) {
        if (!compressible.test(name)) continue;
        const path = join(options.dir, name);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        );
      }
    },
  };
}
