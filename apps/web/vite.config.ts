import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { spiceWasm } from './vite-spice-wasm';

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
 * Most visits start on the home page, whose code the entry only discovers after it runs; hints let
 * the browser fetch its code and (small) stylesheet alongside the entry.
 */
function preloadHomePage(): Plugin {
  return {
    name: 'electrobench-preload-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const home = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('/features/home/home-page.tsx'),
        );
        if (!home || home.type !== 'chunk') return [];
        const styles = [...(home.viteMetadata?.importedCss ?? [])].map((href) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` },
          injectTo: 'head' as const,
        }));
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${home.fileName}` },
            injectTo: 'head',
          },
          ...styles,
        ];
      },
    },
  };
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
    plugins: [react(), spiceWasm(), precompress(), preloadHomePage()],
    worker: { plugins: () => [spiceWasm()] },
    // The engine is rewritten by spiceWasm(), which needs it as it is in node_modules.
    optimizeDeps: { exclude: ['eecircuit-engine'] },
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // Read by e2e/bundle-budget.test.ts (initial JavaScript of the home page).
      manifest: true,
    },
  };
});
