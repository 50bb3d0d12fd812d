/** A link as the CMS gives it: internal links go through the router, external ones open in a new tab (catalogue spec §2). */
export interface ThemeLink {
  readonly label: string;
  readonly url: string;
}

/** An image of the CMS (asset path and its alternative text). */
export interface ThemeImage {
  readonly src: string;
  readonly alt: string;
}

/** A column of a submenu: a heading link and the links below it (catalogue spec §2 "Desktop menu"). */
export interface MenuColumn {
  readonly label: string;
  /** Empty when the heading is not a link. */
  readonly url: string;
  readonly links: readonly ThemeLink[];
}

/** The optional promo tile of a submenu: image or video, title and button. */
export interface MenuPromo {
  readonly title: string;
  readonly url: string;
  readonly buttonText: string;
  readonly image?: ThemeImage;
  readonly video?: string;
}

/** One top-level entry of the desktop and mobile menu (catalogue spec §2 "Desktop menu"). */
export interface MenuItem {
  readonly label: string;
  readonly url: string;
  /** The column headings as links (what a compact menu lists). */
  readonly children: readonly ThemeLink[];
  /** False when the category page itself is not to be linked (the mobile menu then shows no ALL link). */
  readonly clickable?: boolean;
  readonly columns?: readonly MenuColumn[];
  readonly promo?: MenuPromo;
}

/** One message of the USP bar: a bold and a normal label with an optional link (catalogue spec §2). */
export interface UspMessage {
  readonly bold: string;
  readonly normal: string;
  readonly url?: string;
}

/** The newsletter block of the footer, as the CMS words it. */
export interface FooterNewsletter {
  readonly title: string;
  readonly text: string;
  readonly placeholder: string;
  readonly buttonText: string;
}

/** The footer of the CMS theme (catalogue spec §2 "Footer"). */
export interface FooterConfig {
  readonly socialLinks: readonly { readonly platform: string; readonly url: string }[];
  readonly newsletter?: FooterNewsletter;
  readonly navigation: readonly { readonly title: string; readonly links: readonly ThemeLink[] }[];
  /** Copyright line items; a label without a url is plain text. */
  readonly copyright: readonly { readonly label: string; readonly url?: string }[];
  /** Payment method names (visa, mastercard, ...). */
  readonly paymentIcons: readonly string[];
}

/** The mobile menu's own entries: its top level and the links under it. */
export interface MobileMenuConfig {
  readonly items: readonly MenuItem[];
  readonly footerLinks: readonly ThemeLink[];
}

/** The CMS theme of a store view: what the header, menus, footer and USP bar show. */
export interface ThemeConfig {
  readonly contactLink?: ThemeLink;
  readonly menu: readonly MenuItem[];
  readonly mobileMenu?: MobileMenuConfig;
  readonly footer?: FooterConfig;
  readonly usps: readonly UspMessage[];
  /** The USP bar stops rotating on desktop (1024 px or more) when the CMS says so (catalogue spec §9). */
  readonly uspAnimationOffOnDesktop?: boolean;
}
