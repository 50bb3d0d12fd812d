import { type CmsBlock, blockKey } from '../story-view';
import { useBlockContext } from './block-context';
import { blockComponent } from './registry';

export interface BlocksProps {
  readonly blocks: readonly CmsBlock[];
  /** The place of the first block on the page (a hero at 0 is the page's h1 and LCP image). */
  readonly offset?: number;
}

/** Renders a list of CMS blocks through the registry; an unknown block is skipped with a warning, never a crash. */
export function Blocks({ blocks, offset = 0 }: BlocksProps) {
  const { warnUnknown } = useBlockContext();
  return (
    <>
      {blocks.map((block, i) => {
        const Component = blockComponent(block.component);
        if (!Component) {
          warnUnknown(block.component);
          return null;
        }
        return <Component key={blockKey(block, i)} block={block} index={offset + i} />;
      })}
    </>
  );
}
