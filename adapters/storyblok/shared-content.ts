import { type BlogListQuery, type ContentPort, type PreviewQuery } from '../../application/ports/content-port';
import { type StoreCode } from '../../domain/store-view/store-view';
import { type ThemeConfig } from '../../domain/theme/theme-config';

/** How long the server's renders share a store view's theme before asking the CMS again. */
export const sharedThemeMaxAgeMs = 60_000;

interface Kept {
  readonly generation: number;
  readonly loadedAt: number;
  readonly theme: Promise<ThemeConfig>;
}

/**
 * The store views' themes (header, menus, footer, USP bar: the same 40 kB for every page of a store view), loaded once
 * and shared by the server's renders instead of fetched, parsed and checked again for each page (issue 18). A theme
 * is kept for one purge generation of the output cache (a purge on any server starts a new one, so the pages rendered
 * after it read the CMS afresh) and at most `sharedThemeMaxAgeMs`. Renders that ask at once share one call; a failed
 * call is not kept. The theme is frozen: every render reads the same object.
 */
export class SharedThemes {
  private readonly kept = new Map<StoreCode, Kept>();

  constructor(
    private readonly now: () => number,
    private readonly maxAgeMs = sharedThemeMaxAgeMs,
  ) {}

  /** The theme last loaded for a store view, whatever its generation and age (the theme file it names, theme-asset.ts). */
  latest(storeCode: StoreCode): Promise<ThemeConfig> | undefined {
    return this.kept.get(storeCode)?.theme;
  }

  theme(storeCode: StoreCode, generation: number, load: () => Promise<ThemeConfig>): Promise<ThemeConfig> {
    const now = this.now();
    const entry = this.kept.get(storeCode);
    if (entry !== undefined && entry.generation === generation && now - entry.loadedAt < this.maxAgeMs) return entry.theme;
    const theme = load().then(deepFreeze);
    this.kept.set(storeCode, { generation, loadedAt: now, theme });
    theme.catch(() => {
      if (this.kept.get(storeCode)?.theme === theme) this.kept.delete(storeCode);
    });
    return theme;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A ContentPort whose theme is the shared one of this render's purge generation; the rest goes to `inner`. */
export class SharedThemeContent implements ContentPort {
  constructor(
    private readonly inner: ContentPort,
    private readonly shared: SharedThemes,
    private readonly generation: number,
  ) {}

  theme(storeCode: StoreCode): Promise<ThemeConfig> {
    return this.shared.theme(storeCode, this.generation, () => this.inner.theme(storeCode));
  }

  story(storeCode: StoreCode, fullSlug: string) {
    return this.inner.story(storeCode, fullSlug);
  }

  storyByUuid(uuid: string) {
    return this.inner.storyByUuid(uuid);
  }

  blogList(storeCode: StoreCode, query: BlogListQuery) {
    return this.inner.blogList(storeCode, query);
  }

  validateEditor(query: PreviewQuery) {
    return this.inner.validateEditor(query);
  }

  draftStory(idOrSlug: string, previewToken: string, release?: string) {
    return this.inner.draftStory(idOrSlug, previewToken, release);
  }
}
