import { beforeEach, describe, expect, it } from 'vitest';
import { type ConnectivityPort } from '../../application/ports/connectivity-port';

export interface ConnectivityHarness {
  readonly port: ConnectivityPort;
  /** Makes the environment report the state (a browser event, or the Node switch). */
  set(online: boolean): void;
}

/** The behaviour every ConnectivityPort adapter shares (cart spec §4: the flag follows browser events). */
export function connectivityContract(name: string, make: () => ConnectivityHarness): void {
  describe(`ConnectivityPort contract: ${name}`, () => {
    let h: ConnectivityHarness;
    beforeEach(() => {
      h = make();
    });

    it('starts online and follows the environment', () => {
      expect(h.port.isOnline()).toBe(true);
      h.set(false);
      expect(h.port.isOnline()).toBe(false);
      h.set(true);
      expect(h.port.isOnline()).toBe(true);
    });

    it('tells every subscriber about changes, once per change', () => {
      const a: boolean[] = [];
      const b: boolean[] = [];
      h.port.subscribe((online) => a.push(online));
      h.port.subscribe((online) => b.push(online));
      h.set(false);
      h.set(false);
      h.set(true);
      expect(a).toEqual([false, true]);
      expect(b).toEqual([false, true]);
    });

    it('stops telling a subscriber that unsubscribed, and unsubscribing twice is harmless', () => {
      const heard: boolean[] = [];
      const listener = (online: boolean) => heard.push(online);
      const first = h.port.subscribe(listener);
      const second = h.port.subscribe(listener);
      h.set(false);
      first();
      first();
      h.set(true);
      second();
      h.set(false);
      expect(heard).toEqual([false, false, true]);
    });
  });
}
