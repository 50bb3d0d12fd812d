import { describe, expect, it } from 'vitest';
import { personalAreas, serverAreas } from '../ui/i18n/personal-areas';
import { compiledMessages } from './vite-compiled-messages';

describe('compiled message catalogues', () => {
  it.each(['nl', 'en', 'de'])("%s: the public and the personal catalogue hold every text but the server's once between them", (store) => {
    const all = Object.keys(compiledMessages(store));
    const pub = Object.keys(compiledMessages(store, undefined, 'public'));
    const personal = Object.keys(compiledMessages(store, undefined, 'personal'));
    const server = all.filter((id) => id.startsWith('server.'));
    expect(server.length).toBeGreaterThan(3);
    expect(serverAreas).toEqual(['server']);
    expect([...pub, ...personal, ...server].sort()).toEqual([...all].sort());
    expect(pub.filter((id) => personal.includes(id))).toEqual([]);
    // The account's, the checkout's and the styleguide's texts, and only theirs, are the personal part.
    expect(personal.length).toBeGreaterThan(100);
    expect(personal.every((id) => /^(account|checkout|styleguide)\./.test(id))).toBe(true);
    // What every page shows stays public: the frame's texts and the offline orders prompt, whose ids are the checkout's.
    expect(pub).toEqual(expect.arrayContaining(['checkout.offlineOrdersTitle', 'checkout.sendOrders']));
    expect(personalAreas).toEqual(['account', 'checkout', 'styleguide']);
  });
});
