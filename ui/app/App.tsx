import { useState } from 'react';
import { type HydrationState, RouterProvider, createBrowserRouter } from 'react-router';
import { type RootStore } from '../root-store';
import { createRoutes } from '../routes';
import { DocumentHead } from './DocumentHead';
import { StoresContext } from './stores-context';

/**
 * The shop in the browser. With `hydrationData` (the server rendered the page) the router starts from the server's
 * loader data and runs no loader again; without it (the static demo) it loads the first page itself.
 */
export function App({ stores, hydrationData }: { stores: RootStore; hydrationData?: HydrationState }) {
  const [router] = useState(() => createBrowserRouter(createRoutes(stores), hydrationData === undefined ? {} : { hydrationData }));
  return (
    <StoresContext.Provider value={stores}>
      <DocumentHead router={router} />
      <RouterProvider router={router} />
    </StoresContext.Provider>
  );
}
