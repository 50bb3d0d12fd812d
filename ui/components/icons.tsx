import { type SVGProps } from 'react';
import spriteUrl from './icon-sprite.svg?no-inline';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height in CSS pixels. */
  readonly size?: number;
  readonly strokeWidth?: number;
}

/**
 * One of the shop's icons: lucide's outline, drawn from the sprite (icon-sprite.svg, written by `npm run icons`), which
 * the browser fetches once and caches, instead of every icon's shapes as JavaScript every page runs before it is
 * interactive and as SVG repeated in every HTML. The outer element carries lucide's stroke attributes;
 * the symbol's shapes inherit them, so a class can still fill an icon (a rated star). Decorative unless given a label.
 */
function spriteIcon(id: string) {
  const SpriteIcon = ({ size = 24, strokeWidth = 2, ...svg }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={svg['aria-label'] === undefined && svg['aria-labelledby'] === undefined ? true : undefined}
      focusable="false"
      {...svg}
    >
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  );
  return SpriteIcon;
}

// The sprite holds exactly these ids (icons.test.tsx checks it in `npm test`; `npm run icons` rewrites it); an id is lucide's icon name.
export const Accessibility = spriteIcon('accessibility');
export const ArrowUp = spriteIcon('arrow-up');
export const Check = spriteIcon('check');
export const ChevronDown = spriteIcon('chevron-down');
export const ChevronLeft = spriteIcon('chevron-left');
export const ChevronRight = spriteIcon('chevron-right');
export const CircleAlert = spriteIcon('circle-alert');
export const CircleCheck = spriteIcon('circle-check');
export const CircleX = spriteIcon('circle-x');
export const CloudOff = spriteIcon('cloud-off');
export const Contrast = spriteIcon('contrast');
export const ExternalLink = spriteIcon('external-link');
export const Globe = spriteIcon('globe');
export const Hammer = spriteIcon('hammer');
export const ImageOff = spriteIcon('image-off');
export const Info = spriteIcon('info');
export const LoaderCircle = spriteIcon('loader-circle');
export const MapPin = spriteIcon('map-pin');
export const Menu = spriteIcon('menu');
export const MessageCircle = spriteIcon('message-circle');
export const MessageSquare = spriteIcon('message-square');
export const MessageSquareText = spriteIcon('message-square-text');
export const Minus = spriteIcon('minus');
export const Play = spriteIcon('play');
export const Plus = spriteIcon('plus');
export const RotateCcw = spriteIcon('rotate-ccw');
export const RotateCw = spriteIcon('rotate-cw');
export const Ruler = spriteIcon('ruler');
export const Search = spriteIcon('search');
export const Shirt = spriteIcon('shirt');
export const ShoppingBag = spriteIcon('shopping-bag');
export const SlidersHorizontal = spriteIcon('sliders-horizontal');
export const Star = spriteIcon('star');
export const Trash2 = spriteIcon('trash-2');
export const TriangleAlert = spriteIcon('triangle-alert');
export const Type = spriteIcon('type');
export const User = spriteIcon('user');
export const WifiOff = spriteIcon('wifi-off');
export const X = spriteIcon('x');
