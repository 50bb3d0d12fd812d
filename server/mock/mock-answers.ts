import { type IncomingMessage } from 'node:http';
import { type Backend } from './backend';
import { type Middleware, sendResponse, toRequest } from '../http/http';

/**
 * The mounted mock's answers on the shop's origin (the browser's service calls). A request one of its handlers may
 * answer becomes a fetch Request for it; pages and assets pass on without one (mounted-mock.ts `mayHandle`). An
 * injected outage drops the connection, as a dead service would.
 */
export function mockAnswers(backend: Backend, urlOf: (req: IncomingMessage) => URL, maxBodyBytes: number): Middleware {
  return (req, res, next) => {
    const { handle, mayHandle } = backend;
    if (handle === undefined) return next();
    const url = urlOf(req);
    if (mayHandle?.(url) === false) return next();
    void (async () => {
      const request = await toRequest(req, url, maxBodyBytes);
      const response = await handle(request);
      if (response === undefined) return next();
      if (response.type === 'error') {
        req.socket.destroy();
        return;
      }
      await sendResponse(res, response);
    })().catch(next);
  };
}
