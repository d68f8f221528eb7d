import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
