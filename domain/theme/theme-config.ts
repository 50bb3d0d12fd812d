/** A link as the CMS gives it: internal links go through the router, external ones open in a new tab (catalogue spec §2). */
export interface ThemeLink {
  readonly label: string;
  readonly url: string;
}

/** One top-level entry of the desktop and mobile menu (catalogue spec §2 "Desktop menu"). */
export interface MenuItem {
  readonly label: string;
  readonly url: string;
  readonly children: readonly ThemeLink[];
}

/** One message of the USP bar: a bold and a normal label with an optional link (catalogue spec §2). */
export interface UspMessage {
  readonly bold: string;
  readonly normal: string;
  readonly url?: string;
}

/** The CMS theme of a store view: what the header, menu and USP bar show. */
export interface ThemeConfig {
  readonly contactLink?: ThemeLink;
  readonly menu: readonly MenuItem[];
  readonly usps: readonly UspMessage[];
}
