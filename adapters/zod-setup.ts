import { z } from 'zod';

// Zod compiles fast parsers with `new Function` unless told not to; under the shop's Content-Security-Policy (no
// 'unsafe-eval', server/http/security-headers.ts) even its probe for eval is reported as a violation. The schemas at
// this edge are small, so the interpreted parser costs nothing that shows.
z.config({ jitless: true });
