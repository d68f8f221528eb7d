import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom does not lay pages out, so it has no scrollIntoView. Pages scroll to a permalinked post or
// fault code once their data arrives; with several test workers that can land after a test's last
// assertion and surface as an unhandled TypeError. A no-op stands in for the browser's scrolling.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}
