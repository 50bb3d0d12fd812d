/**
 * The catalogue areas (ui/i18n/catalogues/<area>) whose texts only the personal screens show: ui/account, ui/checkout
 * and the styleguide. In the browser they are a chunk of their own per language (scripts/vite-compiled-messages.ts),
 * loaded with those screens (`personalTexts()` in load-catalogue.ts), so a public page does not download them.
 */
export const personalAreas: readonly string[] = ['account', 'checkout', 'styleguide'];

/**
 * The catalogue areas only the server shows (its own error pages, ui/render/messages.ts): no browser build carries
 * them (scripts/vite-compiled-messages.ts).
 */
export const serverAreas: readonly string[] = ['server'];
