/**
 * The time a page load runs at, for what depends on it (active special prices): page loads are where the clock
 * enters the UI, and pass it on as an argument. On the server it is the request's time; the data carries its results,
 * so the browser renders the same prices while hydrating.
 */
export const requestTime = (): number => new Date().getTime();
