/**
 * Every feature's stylesheet (`ui/<feature>/*.css`), loaded with the app's entry after the tokens and the base
 * styles, so server-rendered pages arrive styled whichever screen chunk they need.
 */
import.meta.glob(['../*/**/*.css', '!../styles/**'], { eager: true });
