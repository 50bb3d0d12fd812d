import { makeAutoObservable } from 'mobx';
import { type ModalName } from './modal-types';

/** Catalogue spec §9: modal close animation. */
export const MODAL_CLOSE_ANIMATION_MS = 400;

type Timer = ReturnType<typeof setTimeout>;

/**
 * The global modal container's state (catalogue spec §4): opening a modal closes and reopens it, its payload is kept
 * until it is closed, and closing clears everything active and loaded. `closing` is true during the close animation.
 */
export class ModalStore {
  active: ModalName | undefined = undefined;
  payload: unknown = undefined;
  /** Modals whose component has been requested since the last close (the host renders them). */
  loaded: readonly ModalName[] = [];
  /** True during the 400 ms close animation; the closing modal stays rendered meanwhile. */
  closing: ModalName | undefined = undefined;
  /** Counts openings: each one renders a fresh modal, even one opened again while the same kind is still closing. */
  opening = 0;
  private closeTimer: Timer | undefined;

  constructor(
    private readonly timers: { set: (fn: () => void, ms: number) => Timer; clear: (t: Timer) => void } = {
      set: (fn, ms) => setTimeout(fn, ms),
      clear: (t) => clearTimeout(t),
    },
  ) {
    makeAutoObservable<ModalStore, 'closeTimer' | 'timers'>(this, { closeTimer: false, timers: false });
  }

  get isOpen(): boolean {
    return this.active !== undefined;
  }

  open(name: ModalName, payload?: unknown): void {
    this.finishClosing();
    if (this.active !== undefined) this.clear();
    this.active = name;
    this.payload = payload;
    this.opening += 1;
    if (!this.loaded.includes(name)) this.loaded = [...this.loaded, name];
  }

  close(): void {
    if (this.active === undefined) return;
    this.closing = this.active;
    this.clear();
    this.closeTimer = this.timers.set(() => this.finishClosing(), MODAL_CLOSE_ANIMATION_MS);
  }

  private clear(): void {
    this.active = undefined;
    this.payload = undefined;
    this.loaded = [];
  }

  private finishClosing(): void {
    if (this.closeTimer !== undefined) this.timers.clear(this.closeTimer);
    this.closeTimer = undefined;
    this.closing = undefined;
  }
}
