import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_CLOSE_ANIMATION_MS, ModalStore } from './modal.store';

describe('ModalStore (catalogue spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a named modal with its payload, kept until it closes', () => {
    const modals = new ModalStore();
    modals.open('size-guide', { sku: 'DRESS-1' });
    expect(modals.active).toBe('size-guide');
    expect(modals.isOpen).toBe(true);
    expect(modals.payload).toEqual({ sku: 'DRESS-1' });
    vi.advanceTimersByTime(60_000);
    expect(modals.payload).toEqual({ sku: 'DRESS-1' });
  });

  it('opening another modal closes the open one and reopens with the new payload only', () => {
    const modals = new ModalStore();
    modals.open('size-guide', { sku: 'A' });
    modals.open('authentication');
    expect(modals.active).toBe('authentication');
    expect(modals.payload).toBeUndefined();
    expect(modals.loaded).toEqual(['authentication']);
  });

  it('opening the open modal again reopens it', () => {
    const modals = new ModalStore();
    modals.open('review', { sku: 'A' });
    modals.open('review', { sku: 'B' });
    expect(modals.active).toBe('review');
    expect(modals.payload).toEqual({ sku: 'B' });
  });

  it('closing clears everything active and loaded, and keeps the closing modal for the 400 ms animation', () => {
    const modals = new ModalStore();
    modals.open('newsletter', 'x');
    modals.close();
    expect(modals.active).toBeUndefined();
    expect(modals.payload).toBeUndefined();
    expect(modals.loaded).toEqual([]);
    expect(modals.closing).toBe('newsletter');
    vi.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS - 1);
    expect(modals.closing).toBe('newsletter');
    vi.advanceTimersByTime(1);
    expect(modals.closing).toBeUndefined();
    expect(MODAL_CLOSE_ANIMATION_MS).toBe(400);
  });

  it('each opening is a new one, also of the same modal while it is still closing (a fresh form, not the last one)', () => {
    const modals = new ModalStore();
    modals.open('account-addresses', {});
    const first = modals.opening;
    modals.close();
    modals.open('account-addresses', { address: 'Damrak 12' });
    expect(modals.opening).toBe(first + 1);
    expect(modals.payload).toEqual({ address: 'Damrak 12' });
    modals.close();
    expect(modals.opening).toBe(first + 1);
  });

  it('opening during the close animation ends it at once; closing nothing does nothing', () => {
    const modals = new ModalStore();
    modals.close();
    expect(modals.closing).toBeUndefined();
    modals.open('store-list');
    modals.close();
    modals.open('service-points');
    expect(modals.closing).toBeUndefined();
    vi.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS);
    expect(modals.active).toBe('service-points');
  });
});
