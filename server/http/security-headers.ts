import { type ServerResponse } from 'node:http';
import { EDITOR_ORIGINS, BRIDGE_SCRIPT } from '../../ui/render/page-facts';

export interface SecurityPolicyOptions {
  /** The shop's public origin: HSTS when it is https. */
  readonly publicOrigin: string;
  /** The service URLs the browser calls (runtime config `services`): absolute ones are added to connect-src. */
  readonly serviceUrls: readonly string[];
  /** A Google Tag Manager container is configured: its script and the analytics endpoints are allowed. */
  readonly tagManager?: boolean;
  /**
   * Development (`npm start`): Vite injects an inline refresh preamble and talks to its hot-reload socket, so no CSP
   * is sent there; every other header is.
   */
  readonly development?: boolean;
}

/** Players of the CMS video block (ui/content/blocks/video-source.ts), the only frames the shop embeds. */
const videoFrames = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
const tagManagerScripts = ['https://www.googletagmanager.com'];
const tagManagerConnect = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

const originOf = (url: string): string | undefined => {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The headers every response carries. The CSP is the same for every visitor, so a cached or CDN-served page can keep
 * it: no nonces. No inline script executes in the shop (the hydration data is `<script type="application/json">`,
 * JSON-LD is `application/ld+json`, the app is an external module), so `script-src` needs no 'unsafe-inline'.
 * Styles keep 'unsafe-inline': React writes style attributes (swatches, labels, aspect ratios).
 */
export function securityHeaders(options: SecurityPolicyOptions): {
  readonly page: Readonly<Record<string, string>>;
  readonly preview: Readonly<Record<string, string>>;
} {
  const https = options.publicOrigin.startsWith('https://');
  const services = [...new Set(options.serviceUrls.map(originOf).filter((o): o is string => o !== undefined))];
  const scripts = options.tagManager === true ? tagManagerScripts : [];
  const directives = (frameAncestors: string, extraScripts: readonly string[] = []): string =>
    [
      "default-src 'self'",
      `script-src 'self'${[...scripts, ...extraScripts].map((o) => ` ${o}`).join('')}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      `connect-src 'self'${[...services, ...(options.tagManager === true ? tagManagerConnect : [])].map((o) => ` ${o}`).join('')}`,
      "media-src 'self' blob: https:",
      `frame-src ${videoFrames.join(' ')}`,
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      `frame-ancestors ${frameAncestors}`,
      ...(https ? ['upgrade-insecure-requests'] : []),
    ].join('; ');
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  const csp = (frameAncestors: string, extraScripts?: readonly string[]): Record<string, string> =>
    options.development === true ? {} : { 'content-security-policy': directives(frameAncestors, extraScripts) };
  return {
    page: { ...common, ...csp("'none'"), 'x-frame-options': 'DENY' },
    // The CMS preview is shown inside the Storyblok editor (catalogue spec §2 CMS preview): only its origin may frame
    // it, and only there may the editor's bridge script load.
    preview: { ...common, ...csp(`'self' ${EDITOR_ORIGINS.join(' ')}`, [new URL(BRIDGE_SCRIPT).origin]) },
  };
}

/** Puts the CMS preview's headers in place of a page's on a response (the page's `X-Frame-Options` goes). */
export function usePreviewHeaders(res: Pick<ServerResponse, 'setHeader' | 'removeHeader'>, headers: ReturnType<typeof securityHeaders>): void {
  for (const name of Object.keys(headers.page)) if (!(name in headers.preview)) res.removeHeader(name);
  for (const [name, value] of Object.entries(headers.preview)) res.setHeader(name, value);
}
