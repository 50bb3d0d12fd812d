import { type CmsBlock } from '../story-view';

/** Props of every CMS block component: its block, and its place on the page (the first is above the fold). */
export interface BlockProps {
  readonly block: CmsBlock;
  readonly index: number;
}
