import type { RuntimeConfig } from '../application/config/runtime-config';
import type { PurgeScope } from '../application/ports/output-cache-port';
import type { StoreCode } from '../domain/store-view/store-view';
import type { UseCases } from '../application/use-cases/shop-use-cases';
import type { SupportUseCases } from '../application/use-cases/support-use-cases';

/** The options every command understands. */
export interface GlobalOptions {
  /** Base URL of a real installation; the in-process mock backend when absent. */
  readonly api?: string;
  readonly store: StoreCode;
  readonly json: boolean;
  readonly debug: boolean;
  /** A customer token, for the commands that act for a customer. */
  readonly token?: string;
  /** Service URLs given on the command line (`--cms-url` …); they override the runtime configuration's. */
  readonly services?: Partial<ServiceUrls>;
}

/** The service URLs a global option may override (the rest of RuntimeConfig.services stays as configured). */
export type ServiceUrls = Pick<RuntimeConfig['services'], 'extensionBasePath' | 'cmsUrl' | 'storyblokCdnUrl' | 'searchProviderUrl' | 'paymentProviderUrl'>;

/** The global option of each overridable service URL. */
export const serviceUrlOptions: readonly {
  readonly flag: string;
  readonly key: keyof ServiceUrls;
  readonly attribute: string;
  readonly description: string;
}[] = [
  {
    flag: '--extension-base',
    key: 'extensionBasePath',
    attribute: 'extensionBase',
    description: 'base of the cart and customer extension (STOREFRONT_EXTENSION_BASE_PATH)',
  },
  { flag: '--cms-url', key: 'cmsUrl', attribute: 'cmsUrl', description: 'base URL of the content endpoint (STOREFRONT_CMS_URL)' },
  { flag: '--storyblok-url', key: 'storyblokCdnUrl', attribute: 'storyblokUrl', description: 'Storyblok Content Delivery API base (STORYBLOK_CDN_URL)' },
  { flag: '--search-url', key: 'searchProviderUrl', attribute: 'searchUrl', description: 'base URL of the search provider (SEARCH_PROVIDER_URL)' },
  { flag: '--payment-url', key: 'paymentProviderUrl', attribute: 'paymentUrl', description: 'base URL of the payment provider (PAYMENT_PROVIDER_URL)' },
];

/** What a command may call: the shop's use cases and the support staff's (application/use-cases/). */
export type CliUseCases = UseCases & SupportUseCases;

/** What a command talks to: the use cases by name (commands never see the container) and the base URL it reached. */
export interface Backend {
  readonly useCases: CliUseCases;
  /** Wall-clock time of the shop's ClockPort (special-price windows). */
  now(): number;
  /** `in-process mock` or the API's URL, for messages. */
  readonly target: string;
  close(): Promise<void>;
}

export type ConnectBackend = (options: GlobalOptions) => Promise<Backend>;

/** Starting the standalone mock and talking to the control endpoints of a running one (`storefront mock …`). */
export interface MockTools {
  start(options: {
    readonly port: number;
    readonly host: string;
    readonly seed: number;
    readonly products: number;
    readonly dataDir?: string;
    readonly faults?: string;
  }): Promise<{ readonly url: string; readonly close: () => Promise<void> }>;
  control(api: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
}

/** What the composition root hands the program. */
export interface CliDeps {
  readonly connect: ConnectBackend;
  readonly mock: MockTools;
  /** The storefront server's output cache (`storefront cache purge`); no backend or mock needed. */
  readonly outputCache: (server: OutputCacheServer) => Promise<{ execute(scope: PurgeScope): Promise<number> }>;
}

/** Where the storefront server runs and its STOREFRONT_PURGE_TOKEN. */
export interface OutputCacheServer {
  readonly serverUrl: string;
  readonly token: string;
}

/** An expected failure: one line on stderr and an exit code (1 not found or refused, 2 bad usage or unreachable). */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
    this.name = 'CliFailure';
  }
}

export const notFound = (message: string): CliFailure => new CliFailure(message, 1);
export const badUsage = (message: string): CliFailure => new CliFailure(message, 2);
