// `npm run icons`: writes ui/components/icon-sprite.svg, the sprite ui/components/icons.tsx draws from, with one symbol
// per icon that module names, each lucide's outline as lucide-react renders it. `npm test` checks the file is current.
import { readFileSync, writeFileSync } from 'node:fs';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';

const iconsModule = new URL('../ui/components/icons.tsx', import.meta.url);
export const spriteFile = new URL('../ui/components/icon-sprite.svg', import.meta.url);

/** The sprite ids ui/components/icons.tsx asks for, in its order. */
export function spriteIds(source: string = readFileSync(iconsModule, 'utf8')): string[] {
  return [...source.matchAll(/spriteIcon\('([a-z0-9-]+)'\)/g)].map((match) => match[1] as string);
}

const pascal = (id: string): string => id.replace(/(^|-)([a-z0-9])/g, (_all, _dash: string, letter: string) => letter.toUpperCase());

/** One icon's shapes: lucide-react's rendering without its outer element. */
export function iconShapes(id: string): string {
  const component = (lucide as unknown as Record<string, ComponentType | undefined>)[pascal(id)];
  if (component === undefined) throw new Error(`lucide-react has no icon ${id}`);
  const markup = renderToStaticMarkup(createElement(component));
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (inner === undefined || !/viewBox="0 0 24 24"/.test(markup)) throw new Error(`Unexpected markup for icon ${id}`);
  return inner;
}

/** The sprite for these ids: one 24×24 symbol each, no stroke or fill of its own (the using element sets them). */
export function iconSprite(ids: readonly string[]): string {
  const symbols = ids.map((id) => `<symbol id="${id}" viewBox="0 0 24 24">${iconShapes(id)}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(spriteFile, iconSprite(spriteIds()));
  console.log(`[icons] ${spriteFile.pathname}: ${spriteIds().length} icons`);
}
