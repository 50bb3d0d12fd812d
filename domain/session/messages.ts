/** User texts of the session, quoted exactly from cart spec §4 and §8; the UI translates them by id. */
export const sessionMessages = {
  'session-expired': 'Your session has expired due to inactivity. Please log in again to continue.',
  'log-in': 'Log in',
  'logged-out': "You're logged out",
} as const;

export type SessionMessageId = keyof typeof sessionMessages;
