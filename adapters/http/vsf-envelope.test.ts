import { describe, expect, it } from 'vitest';
import { PortError } from '../../application/ports/port-error';
import { unwrapEnvelope } from './vsf-envelope';

describe('VSF envelope', () => {
  it('unwraps code or resultCode 200 with its meta', () => {
    expect(unwrapEnvelope({ code: 200, result: 'tok', meta: { refreshToken: 'r' } }, 'login')).toEqual({
      code: 200,
      result: 'tok',
      meta: { refreshToken: 'r' },
    });
    expect(unwrapEnvelope({ resultCode: 200, result: [] }, 'stock list').result).toEqual([]);
  });

  it('turns other codes into typed port errors carrying the server message', () => {
    const cases: [number, string][] = [
      [401, 'not-authorized'],
      [404, 'not-found'],
      [500, 'unavailable'],
      [400, 'rejected'],
    ];
    for (const [code, kind] of cases) {
      const error = (() => {
        try {
          unwrapEnvelope({ code, result: 'De gevraagde hoeveelheid is niet beschikbaar' }, 'cart update');
        } catch (e) {
          return e;
        }
      })() as PortError;
      expect(error).toBeInstanceOf(PortError);
      expect(error.kind).toBe(kind);
      expect(error.message).toBe('De gevraagde hoeveelheid is niet beschikbaar');
    }
  });

  it('rejects a body that is no envelope', () => {
    expect(() => unwrapEnvelope('<html>', 'totals')).toThrow(/Unhandled error, wrong response format!/);
  });
});
