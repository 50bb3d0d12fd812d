import { createContext, useContext } from 'react';
import { type StoreCode } from '../../../domain/store-view/store-view';
import { type BlockData } from '../story-view';

/** What every block may read: the page's block data and store view, and where unknown blocks are reported. */
export interface BlockContextValue {
  readonly data: BlockData;
  readonly storeCode: StoreCode;
  /** Reports an unknown block once per name (the console in the browser; the server's console is its log). */
  readonly warnUnknown: (component: string) => void;
}

const emptyData: BlockData = { carousels: {}, blogs: {} };

/** A context value that warns once per unknown block name. */
export function blockContextValue(data: BlockData, storeCode: StoreCode, warn: (message: string) => void = (m) => console.warn(m)): BlockContextValue {
  const warned = new Set<string>();
  return {
    data,
    storeCode,
    warnUnknown: (component) => {
      if (warned.has(component)) return;
      warned.add(component);
      warn(`[cms] Unknown block "${component}" skipped`);
    },
  };
}

export const BlockContext = createContext<BlockContextValue>(blockContextValue(emptyData, 'nl'));

export const useBlockContext = (): BlockContextValue => useContext(BlockContext);
