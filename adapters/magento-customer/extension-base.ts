import type { ApiConfig } from '../config/api-config';

/**
 * The base of another shop extension beside the commerce one: `{ext}` is `/api/ext/magento`, so the loyalty
 * extension is `/api/ext/loyalty` (mock-backend README). The runtime config has no key of its own for these yet.
 */
export function extensionBase(config: ApiConfig, name: string): string {
  return config.services.extensionBasePath.replace(/\/+$/, '').replace(/[^/]+$/, name);
}
