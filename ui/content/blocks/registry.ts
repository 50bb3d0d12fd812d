import { type ComponentType } from 'react';
import { BlogLatestBlock } from './BlogLatestBlock';
import { CategoryTilesBlock } from './CategoryTilesBlock';
import { HeroBlock } from './HeroBlock';
import { ImageBlock } from './ImageBlock';
import { ImageTextBlock } from './ImageTextBlock';
import { NewsletterBlock } from './NewsletterBlock';
import { ProductCarouselBlock } from './ProductCarouselBlock';
import { TextBlock } from './TextBlock';
import { type BlockProps } from './types';
import { UspBlock } from './UspBlock';
import { VideoBlock } from './VideoBlock';

/**
 * The CMS component registry: block name → React component. Names are the CMS's technical names; a hyphenated
 * spelling ('image-text') finds the same block.
 */
export const blockRegistry: Readonly<Record<string, ComponentType<BlockProps>>> = {
  hero: HeroBlock,
  image_text: ImageTextBlock,
  product_carousel: ProductCarouselBlock,
  category_tiles: CategoryTilesBlock,
  text: TextBlock,
  rich_text: TextBlock,
  usp: UspBlock,
  usp_bar: UspBlock,
  newsletter: NewsletterBlock,
  image: ImageBlock,
  video: VideoBlock,
  blog_latest: BlogLatestBlock,
};

/** The component of a block name, or undefined for a name the shop does not know. */
export function blockComponent(name: string): ComponentType<BlockProps> | undefined {
  const key = name.trim().toLowerCase().replace(/-/g, '_');
  return Object.prototype.hasOwnProperty.call(blockRegistry, key) ? blockRegistry[key] : undefined;
}
