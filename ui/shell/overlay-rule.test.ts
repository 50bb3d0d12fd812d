import { describe, expect, it } from 'vitest';
import { isFormField, openOverlays, type OverlayState, pageBusyWith } from './overlay-rule';

const calm: OverlayState = {
  ui: { activeSidebar: undefined, desktopMenuItem: undefined, openDialogs: 0 },
  modals: { isOpen: false },
  consent: { bannerOpen: false },
};
const free = { open: [], typing: false, inCheckout: false, offline: false };
const element = (tagName: string, type?: string, isContentEditable = false) => ({
  tagName,
  getAttribute: (name: string) => (name === 'type' ? (type ?? null) : null),
  isContentEditable,
});

describe('the overlay rule: what the shop opens on its own waits for a free page', () => {
  it('a calm page is free', () => {
    expect(openOverlays(calm)).toEqual([]);
    expect(pageBusyWith(free)).toBeUndefined();
  });

  it('names what is open: a drawer, the menu (mobile drawer or desktop flyout), a modal or sheet, a confirmation, the cookie banner', () => {
    expect(openOverlays({ ...calm, ui: { ...calm.ui, activeSidebar: 'change-password' } })).toEqual(['drawer']);
    expect(openOverlays({ ...calm, ui: { ...calm.ui, activeSidebar: 'menu' } })).toEqual(['menu']);
    expect(openOverlays({ ...calm, ui: { ...calm.ui, desktopMenuItem: '20' } })).toEqual(['menu']);
    expect(openOverlays({ ...calm, modals: { isOpen: true } })).toEqual(['modal']);
    expect(openOverlays({ ...calm, ui: { ...calm.ui, openDialogs: 1 } })).toEqual(['confirm']);
    expect(openOverlays({ ...calm, consent: { bannerOpen: true } })).toEqual(['cookie-banner']);
  });

  it('waits for each reason, the checkout first', () => {
    expect(pageBusyWith({ ...free, open: ['drawer', 'cookie-banner'] })).toBe('drawer');
    expect(pageBusyWith({ ...free, typing: true })).toBe('typing');
    expect(pageBusyWith({ ...free, offline: true })).toBe('offline');
    expect(pageBusyWith({ open: ['modal'], typing: true, inCheckout: true, offline: true })).toBe('checkout');
  });

  it('typing means a field that takes text or a choice, not a button or a box to tick', () => {
    expect(isFormField(element('INPUT'))).toBe(true);
    expect(isFormField(element('input', 'email'))).toBe(true);
    expect(isFormField(element('TEXTAREA'))).toBe(true);
    expect(isFormField(element('SELECT'))).toBe(true);
    expect(isFormField(element('DIV', undefined, true))).toBe(true);
    expect(isFormField(element('input', 'checkbox'))).toBe(false);
    expect(isFormField(element('input', 'submit'))).toBe(false);
    expect(isFormField(element('BUTTON'))).toBe(false);
    expect(isFormField(element('A'))).toBe(false);
    expect(isFormField(null)).toBe(false);
  });
});
