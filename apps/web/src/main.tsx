// Before any schema is built (see the module).
import './lib/zod-config';
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
