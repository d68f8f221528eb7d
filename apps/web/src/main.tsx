// Global styles first, so component stylesheets imported below can refine them.
import './ui/base.css';
import './ui/controls.css';
import './ui/feedback.css';
import './app/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ROOT_MISSING_MESSAGE, showFatalError } from './app/fatal';
import { startTheme } from './lib/theme/theme-store';

startTheme();

const rootElement = document.getElementById('root');
if (rootElement) {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} else {
  showFatalError(ROOT_MISSING_MESSAGE);
}

// The service worker (offline use, update notice) starts after the page has loaded, from its own chunk.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void import('./app/offline/offline-support').then((m) => m.startOfflineSupport()),
    {
      once: true,
    },
  );
}
