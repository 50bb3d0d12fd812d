import type { RuntimeConfig } from '../../application/config/runtime-config';
import { ClockPort } from '../../application/ports/clock-port';
import { storeViews } from '../../domain/store-view/store-views';
import { ConsoleLoggerSettings } from '../../adapters/logger/console-logger';
import type { ApiConfig } from '../../adapters/config/api-config';
import { nodeStorage } from '../../adapters/wiring/node-storage-module';
import { settingsOfUseCases, serviceAdapters } from '../../adapters/wiring/modules';
import { supportAdapters } from '../../adapters/wiring/support-modules';
import { openFixtureSet } from '../../fixtures/generate/io';
import { generatedFixtures, inProcessMockFetch } from './in-process-mock';
import { type FixtureSource } from './fixture-source';
import { shopUseCaseClasses } from '../../application/use-cases/shop-use-cases';
import { supportUseCaseClasses } from '../../application/use-cases/support-use-cases';
import { resolveUseCases } from '../../adapters/wiring/resolve-use-cases';
import { type Backend, type ConnectBackend, type GlobalOptions, badUsage } from '../backend';
import { newContainer } from '../../adapters/wiring/new-container';

export interface ConnectSettings {
  /** Where the CLI keeps its key-value store (URL-map cache) and the in-process mock its state between runs. */
  readonly dataDir: string;
  /** Fixture seed and size of the in-process mock backend (tests); without them, `fixtures`. */
  readonly mockSeed?: number;
  readonly mockProducts?: number;
  /** The fixture set `npm start` serves (cli/composition/fixture-source.ts); it is named on stderr when used. */
  readonly fixtures?: FixtureSource;
  /** Where debug logging goes (stderr in the real CLI, a test's buffer in tests). */
  readonly debugLog?: (line: string) => void;
}

const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** Log data as one line: errors by message, the rest as JSON (or as text when it cannot be serialised). */
function describe(data: unknown): string {
  if (data instanceof Error) return `${data.name}: ${data.message}`;
  try {
    return JSON.stringify(data);
  } catch {
    return String(data);
  }
}

function apiOrigin(api: string): string {
  let url: URL;
  try {
    url = new URL(api);
  } catch {
    throw badUsage(`--api "${api}" is not a URL; give the API's base, e.g. --api https://api.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badUsage(`--api "${api}" must start with http:// or https://`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/**
 * The CLI's container: the real API when `--api` is given, otherwise the mock backend in this process (its handlers
 * answer the adapters' fetch to http://127.0.0.1); Node infrastructure over `dataDir`; the catalogue, content, cart and customer
 * modules' settings; and every use case of the catalogue (application/use-cases/), the shop's and the support staff's.
 */
export function connectWith(config: RuntimeConfig, settings: ConnectSettings): ConnectBackend {
  return async (options: GlobalOptions): Promise<Backend> => {
    const origin = options.api === undefined ? 'http://127.0.0.1' : apiOrigin(options.api);
    let mockFetch: typeof fetch | undefined;
    if (options.api === undefined) {
      const source = settings.mockSeed === undefined && settings.mockProducts === undefined ? settings.fixtures : undefined;
      if (source === undefined) {
        const seed = settings.mockSeed ?? 7;
        mockFetch = inProcessMockFetch(await generatedFixtures(seed, settings.mockProducts ?? 200), seed, `${settings.dataDir}/mock`);
      } else {
        settings.debugLog?.(`storefront: in-process mock backend over ${source.description}`);
        const fixtures = source.dir === undefined ? await generatedFixtures(source.seed, source.products) : openFixtureSet(source.dir);
        // The mock's saved state belongs to one fixture set: another set starts from its own seed state.
        mockFetch = inProcessMockFetch(fixtures, source.seed, `${settings.dataDir}/mock-${String(source.seed)}-${String(source.products)}`);
      }
    }
    const apiConfig: ApiConfig = { origin, services: { ...config.services, ...options.services }, fetch: mockFetch ?? ((...args) => fetch(...args)) };
    const container = newContainer();
    await container.load(
      nodeStorage(`${settings.dataDir}/store`),
      ...serviceAdapters(apiConfig),
      ...settingsOfUseCases(config, storeViews[options.store]),
      supportAdapters(),
    );
    const debugLog = settings.debugLog ?? ((line: string) => process.stderr.write(`${line}\n`));
    const write = (level: string) => (message: string, data?: unknown) => debugLog(`[${level}] ${message}${data === undefined ? '' : ` ${describe(data)}`}`);
    container.rebind(ConsoleLoggerSettings).toConstantValue({
      console: options.debug ? { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') } : silent,
      minLevel: 'debug',
    });
    return {
      useCases: resolveUseCases(container, { ...shopUseCaseClasses, ...supportUseCaseClasses }),
      now: () => container.get<ClockPort>(ClockPort).now(),
      target: options.api === undefined ? 'the in-process mock backend' : origin,
      close: async () => {
        container.unbindAll();
      },
    };
  };
}
