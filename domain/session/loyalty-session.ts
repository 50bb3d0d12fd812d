import type { Notice } from '../notifications/types';
import { isTokenExpired } from './token';

/** The profile is refreshed on navigation when within 900 s of session expiry (cart spec §9). */
export const PROFILE_REFRESH_WINDOW_S = 900;

/** The loyalty session has expired: its stored expiry (epoch seconds, meta.session_expires) lies in the past (cart spec §4). */
export function isLoyaltySessionExpired(sessionExpires: number | undefined, nowMs: number): boolean {
  return sessionExpires !== undefined && isTokenExpired(sessionExpires, nowMs);
}

/** Refresh the profile on navigation: the session has not expired yet but ends within 900 s (cart spec §4). */
export function needsProfileRefresh(sessionExpires: number | undefined, nowMs: number): boolean {
  if (sessionExpires === undefined || isLoyaltySessionExpired(sessionExpires, nowMs)) return false;
  return sessionExpires - Math.floor(nowMs / 1000) <= PROFILE_REFRESH_WINDOW_S;
}

/** Logged in for the loyalty extension: a profile is present and the session has not expired (cart spec §4). */
export function isLoyaltyLoggedIn(hasProfile: boolean, sessionExpires: number | undefined, nowMs: number): boolean {
  return hasProfile && !isLoyaltySessionExpired(sessionExpires, nowMs);
}

/** On an expired session any user, cart or checkout action logs out with this warning and a 'Log in' action (cart spec §4). */
export const sessionExpiredNotice: Notice = {
  type: 'warning',
  message: 'session-expired',
  action1: { label: 'log-in', action: 'log-in' },
};

/** After the session expires, a navigation to checkout is sent to the home page (cart spec §2). */
export function checkoutNavigationAfterExpiry(targetRouteName: string, sessionExpired: boolean): 'go-home' | 'continue' {
  const toCheckout = targetRouteName === 'checkout' || targetRouteName.endsWith('-checkout');
  return toCheckout && sessionExpired ? 'go-home' : 'continue';
}
