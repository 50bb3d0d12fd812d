import 'reflect-metadata';
import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/feature-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createBrowserRootStore } from './composition/browser-container';
import { storeCodeOfPath } from '../domain/store-view/store-views';

/** Mock mode (the default of `npm start` and the static demo) answers every service call in the browser. */
async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_BACKEND === 'real') return;
  const { startBrowserMock } = await import('../mock-backend/browser');
  // Only the current store view's catalogue: a language switch is a full page load (catalogue spec §2).
  await startBrowserMock({ fixturesUrl: `${import.meta.env.BASE_URL}mock-data/`, stores: [storeCodeOfPath(window.location.pathname)] });
}

async function boot(): Promise<void> {
  await startMockBackend();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App stores={createBrowserRootStore(storeCodeOfPath(window.location.pathname))} />
    </StrictMode>,
  );
}

void boot();
