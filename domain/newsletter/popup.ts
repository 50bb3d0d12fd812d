/**
 * The newsletter pop-up opens once, 8000 ms after the first load (cart spec §9). A module of its own: every page loads
 * the pop-up's schedule, and the sign-up rules in newsletter.ts would bring the form's chunk with it.
 */
export const NEWSLETTER_POPUP_DELAY_MS = 8000;
