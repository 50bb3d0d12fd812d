import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconShapes, iconSprite, spriteFile, spriteIds } from '../../scripts/icon-sprite';
import * as icons from './icons';
import { Search, Star } from './icons';

describe('the icon sprite', () => {
  it('is current: one symbol for each icon the module names, as lucide draws it (`npm run icons` rewrites it)', () => {
    expect(readFileSync(spriteFile, 'utf8')).toBe(iconSprite(spriteIds()));
  });

  it('names every icon the module exports, once', () => {
    const ids = spriteIds();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(Object.keys(icons).length);
  });

  it("holds lucide's shapes and none of its stroke attributes, which the using element sets", () => {
    expect(iconShapes('search')).toMatch(/^<(path|circle)/);
    expect(iconShapes('search')).not.toMatch(/stroke|fill|<svg/);
    expect(() => iconShapes('no-such-icon')).toThrow(/no icon no-such-icon/);
  });
});

describe('an icon', () => {
  it("draws its symbol with lucide's stroke, decorative and out of the tab order by default", () => {
    const html = renderToStaticMarkup(<Search size={20} strokeWidth={1.5} className="header__icon" />);
    expect(html).toMatch(
      /^<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="header__icon">/,
    );
    expect(html).toMatch(/<use href="[^"#]*icon-sprite[^"#]*\.svg[^"#]*#search"><\/use><\/svg>$/);
  });

  it('is announced when it has a label', () => {
    const html = renderToStaticMarkup(<Star aria-label="4 sterren" role="img" />);
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('aria-label="4 sterren"');
  });
});
