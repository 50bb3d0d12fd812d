import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { type RootStore } from '../root-store';
import { createRoutes } from '../routes';
import { StoresContext } from './stores-context';

export function App({ stores }: { stores: RootStore }) {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <StoresContext.Provider value={stores}>
      <RouterProvider router={router} />
    </StoresContext.Provider>
  );
}
