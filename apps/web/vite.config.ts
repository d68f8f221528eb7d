import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
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
 * Module preloading is off for lazy pages (modulePreload: false): the dependency lists Vite writes
 * into the entry for every lazy import cost 4 KB gzip of the first download. The entry's own imports
 * and the home page (where most visits start; the entry only discovers it after it runs) get
 * <link rel=modulepreload> hints instead, which cost the HTML a few lines.
 */
function preloadHomePage(): Plugin {
  return {
    name: 'electrobench-preload-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = new Map(
          Object.values(context.bundle ?? {}).flatMap((file) =>
            file.type === 'chunk' ? [[file.fileName, file]] : [],
          ),
        );
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        const home = [...chunks.values()].find((chunk) =>
          chunk.facadeModuleId?.endsWith('/features/home/home-page.tsx'),
        );
        if (!entry || !home) return [];
        const preload = new Set<string>();
        const visit = (fileName: string) => {
          if (preload.has(fileName) || fileName === entry.fileName) return;
          preload.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const imported of entry.imports) visit(imported);
        visit(home.fileName);
        const styles = [...(home.viteMetadata?.importedCss ?? [])].map((href) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` },
          injectTo: 'head' as const,
        }));
        return [
          ...[...preload].map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
          ...styles,
        ];
      },
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
    plugins: [react(), spiceWasm(), precompress(), preloadHomePage(), offlineApp()],
    worker: { plugins: () => [spiceWasm()] },
    // The engine is rewritten by spiceWasm(), which needs it as it is in node_modules.
    optimizeDeps: { exclude: ['eecircuit-engine'] },
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // See preloadHomePage(): hints in the HTML instead of dependency lists in the entry.
      modulePreload: false,
      // Read by e2e/bundle-budget.test.ts (initial JavaScript of the home page).
      manifest: true,
    },
  };
});
