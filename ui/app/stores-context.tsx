import { createContext, useContext } from 'react';
import { type RootStore } from '../root-store';

export const StoresContext = createContext<RootStore | null>(null);

export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() needs a <StoresContext.Provider> above it');
  return stores;
}
