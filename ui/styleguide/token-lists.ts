/** The custom properties of styles/tokens.css the style guide shows, by group (their values are read from the page). */
export const colourTokens = [
  '--color-text',
  '--color-ground',
  '--color-surface',
  '--color-surface-strong',
  '--color-border',
  '--color-border-strong',
  '--color-muted',
  '--color-accent',
  '--color-accent-hover',
] as const;

export const stateTokens = ['secondary', 'info', 'success', 'warning', 'danger'] as const;

export const typeTokens = ['--text-xs', '--text-sm', '--text-md', '--text-lg', '--text-xl', '--text-2xl', '--text-3xl'] as const;

export const spaceTokens = [
  '--space-1',
  '--space-2',
  '--space-3',
  '--space-4',
  '--space-5',
  '--space-6',
  '--space-8',
  '--space-10',
  '--space-12',
  '--space-16',
] as const;

export const motionTokens = [
  '--drawer-duration',
  '--bottom-sheet-duration',
  '--modal-close-duration',
  '--expand-duration',
  '--slide-duration',
  '--listbox-duration',
  '--usp-duration',
  '--hover-swap-duration',
] as const;

export const layoutTokens = [
  '--sidebar-width',
  '--sidebar-width-microcart',
  '--notification-width',
  '--notification-top',
  '--header-height-top',
  '--header-height-scrolled',
  '--header-height-mobile',
  '--usp-height-mobile',
  '--page-bottom-padding-mobile',
  '--newsletter-section-height',
  '--footer-section-width',
  '--a11y-button-bottom',
  '--option-height',
  '--select-visible-options',
  '--content-max',
  '--gutter',
  '--bp-xs',
  '--bp-sm',
  '--bp-mobile-max',
  '--bp-md',
  '--bp-lg',
  '--bp-xl',
] as const;
