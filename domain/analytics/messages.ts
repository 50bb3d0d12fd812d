/** Warnings of the analytics area, quoted exactly from cart spec §8. */
export const analyticsMessages = {
  'tag-manager-missing': 'Google Tag Manager extensions is not working...',
} as const;

export type AnalyticsMessageId = keyof typeof analyticsMessages;
