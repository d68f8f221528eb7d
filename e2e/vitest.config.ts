import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests against the built app (`npm run build` first). One server serves the whole run,
// so files run one after another; each file drives its own Chromium.
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '.tsbuild/**'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
