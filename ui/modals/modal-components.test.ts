import { describe, expect, it } from 'vitest';
import { modalLoader } from './modal-components';
import { type ModalName } from './modal-types';
import { modalComponents } from './registry';

const everyName: readonly ModalName[] = [
  'review',
  'authentication',
  'size-guide',
  'terms-and-conditions',
  'feature-not-implemented',
  'language-switcher',
  'store-list',
  'order-confirmation',
  'newsletter',
  'store-locator',
  'service-points',
  'account-addresses',
  'password-update',
  'size-selector',
  'privacy-statement',
  'shop-the-look',
];

describe('modalLoader', () => {
  it('gives a registered modal its own component', () => {
    expect(modalLoader('size-guide')).toBe(modalComponents['size-guide']);
    expect(modalLoader('authentication')).toBe(modalComponents.authentication);
  });

  it("opens 'feature not implemented' for a named modal no feature has filled yet, so no name opens nothing", () => {
    for (const name of everyName) expect(modalLoader(name)).toBeDefined();
    const unfilled = everyName.filter((name) => modalComponents[name] === undefined);
    for (const name of unfilled) expect(modalLoader(name)).toBe(modalComponents['feature-not-implemented']);
  });
});
