/** The part of a Node stream this needs: its error event. */
interface ErrorEmitter {
  on(event: 'error', listener: (error: Error & { code?: string }) => void): unknown;
}

/**
 * A reader that stops reading (`storefront --help | head -5`) ends the run quietly with status 0, as git, ls and jq
 * do: without a listener Node turns the failed write (EPIPE) into an uncaught error with a stack trace. Other write
 * errors stay what they were.
 */
export function endQuietlyWhenReaderCloses(streams: readonly ErrorEmitter[], exit: (code: number) => void): void {
  for (const stream of streams) {
    stream.on('error', (error) => {
      if (error.code !== 'EPIPE') throw error;
      exit(0);
    });
  }
}
