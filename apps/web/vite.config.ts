import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { routePreloads } from './vite-route-preloads.ts';
import { spiceWasm } from './vite-spice-wasm.ts';

const COMPRESSIBLE = /\.(js|css|html|svg|json|wasm|webmanifest)$/;

/**
 * Writes .br and .gz copies next to each text asset so the server can send them as they are
 * (@fastify/static with preCompressed) instead of compressing on every request. It runs after the
 * files are written: in generateBundle the chunks still hold placeholders (__VITE_PRELOAD__) that
 * Vite fills in later, so copies made there would differ from the served files.
 */
function precompress(): Plugin {
  return {
    name: 'electrobench-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const filePath = path.join(outDir, fileName);
        // Vite may drop an emitted file after bundling (e.g. a CSS chunk merged into another).
        if (!existsSync(filePath)) continue;
        const bytes = readFileSync(filePath);
        if (bytes.length < 1024) continue;
        writeFileSync(`${filePath}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(`${filePath}.br`, brotliCompressSync(bytes));
      }
    },
  };
}

/**
 * The installable, offline app (vite-plugin-pwa, Workbox generateSW). After one visit the service
 * worker holds every page's code, styles and sounds, so calculators, code decoders, education pages
 * and the simulators open with no network. Page addresses are answered with the cached index.html;
 * API, websocket and upload paths are never answered by the worker (no stale data or sign-in).
 * A new version waits until the visitor chooses to reload (registerType 'prompt').
 */
function offlineApp(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'ElectroBench',
      short_name: 'ElectroBench',
      description:
        'Component identification, calculators, simulators and a community forum for electronics repair.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0f1318',
      theme_color: '#0f1318',
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,wav}'],
      globIgnores: ['**/sim-worker-*.js'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/ws(?:\/|$)/, /^\/uploads\//],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // The circuit simulator's engine (1.5 MB compressed) is not forced on every visitor: it is
          // kept for offline use once it has been fetched for a first run.
          urlPattern: /\/assets\/(?:ngspice-[^/]+\.wasm|sim-worker-[^/]+\.js)$/,
          handler: 'CacheFirst',
          options: { cacheName: 'simulator-engine', expiration: { maxEntries: 4 } },
        },
      ],
    },
  });
}

// The dev and preview servers forward API, websocket and upload paths to the ElectroBench server
// (`npm start`, port 8080 by default; EB_API_TARGET overrides it) so the browser sees one origin and
// cookies, CSP and relative /api paths behave as in production.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'EB_');
  const target = env.EB_API_TARGET || 'http://127.0.0.1:8080';
  const proxy = {
    '/api': { target },
    '/uploads': { target },
    '/ws': { target, ws: true },
  };
  return {
    plugins: [
      react(),
      spiceWasm(),
      precompress(),
      routePreloads(fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url))),
      offlineApp(),
    ],
    worker: { plugins: () => [spiceWasm()] },
    // The engine is rewritten by spiceWasm(), which needs it as it is in node_modules.
    optimizeDeps: { exclude: ['eecircuit-engine'] },
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // See routePreloads(): hints in the HTML instead of dependency lists in the entry.
      modulePreload: false,
      // Read by e2e/bundle-budget.test.ts (initial JavaScript of the home page).
      manifest: true,
    },
  };
});
