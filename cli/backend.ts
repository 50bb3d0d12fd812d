import type { StoreCode } from '../domain/store-view/store-view';
import type { SupportQueries } from './queries/support-queries';

/** The options every command understands (issue 6 "Behaviour"). */
export interface GlobalOptions {
  /** Base URL of a real installation; the in-process mock backend when absent. */
  readonly api?: string;
  readonly store: StoreCode;
  readonly json: boolean;
  readonly debug: boolean;
  /** A customer token, for the commands that act for a customer. */
  readonly token?: string;
}

/** A class the container can build: the use cases of application/ (commands never see the container itself). */
export type UseCaseClass<T> = abstract new (...args: never[]) => T;

/** What a command talks to: use cases, the support read models, and the base URL it reached. */
export interface Backend {
  useCase<T>(useCase: UseCaseClass<T>): T;
  readonly queries: SupportQueries;
  /** Wall-clock time of the shop's ClockPort (special-price windows). */
  now(): number;
  /** `in-process mock` or the API's URL, for messages. */
  readonly target: string;
  close(): Promise<void>;
}

export type ConnectBackend = (options: GlobalOptions) => Promise<Backend>;

/** Starting the standalone mock and talking to the control endpoints of a running one (`storefront mock …`). */
export interface MockTools {
  start(options: { readonly port: number; readonly host: string; readonly seed: number; readonly products: number; readonly dataDir?: string; readonly faults?: string }): Promise<{ readonly url: string; readonly close: () => Promise<void> }>;
  control(api: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
}

/** What the composition root hands the program. */
export interface CliDeps {
  readonly connect: ConnectBackend;
  readonly mock: MockTools;
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
