import { describe, expect, it } from 'vitest';
import { FULL_CONSENT, NO_CONSENT, allowsTagManager, parseConsent, serializeConsent } from './consent-choice';

describe('consent choice', () => {
  it('round-trips a stored choice', () => {
    for (const choice of [NO_CONSENT, FULL_CONSENT, { analytics: true, ads: false }, { analytics: false, ads: true }]) {
      expect(parseConsent(serializeConsent(choice, '2026-11-25T22:00:00.000Z'))).toEqual(choice);
    }
  });

  it('treats nothing stored, another version or a broken value as undecided', () => {
    for (const raw of [null, undefined, '', 'yes', '[]', 'null', '{"version":2,"analytics":true,"ads":true}', '{"version":1,"analytics":"yes","ads":false}']) {
      expect(parseConsent(raw), String(raw)).toBeUndefined();
    }
  });

  it('lets the tag manager load only after a yes to analytics or ads', () => {
    expect(allowsTagManager(undefined)).toBe(false);
    expect(allowsTagManager(NO_CONSENT)).toBe(false);
    expect(allowsTagManager({ analytics: true, ads: false })).toBe(true);
    expect(allowsTagManager({ analytics: false, ads: true })).toBe(true);
  });
});
