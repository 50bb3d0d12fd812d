import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { type RootStore } from '../root-store';
import { createRoutes } from '../routes';
import { StoresContext } from './stores-context';

/** The shop in the browser (static demo mode: no server rendering to hydrate). */
export function App({ stores }: { stores: RootStore }) {
  const [router] = useState(() => createBrowserRouter(createRoutes(stores)));
  return (
    <StoresContext.Provider value={stores}>
      <RouterProvider router={router} />
    </StoresContext.Provider>
  );
}
