import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:spice-wasm';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ENGINE_FILE = /eecircuit-engine[\\/]dist[\\/]eecircuit-engine\.mjs$/;
// eecircuit-engine ships ngspice's WebAssembly as a base64 data: URL inside its script (twice:
// the browser path and the Node path), which made the simulator worker 20 MB of JavaScript.
const INLINE_WASM = /new URL\("data:application\/wasm;base64,([A-Za-z0-9+/=]+)", "" \+ import\.meta\.url\)/g;

interface ExtractedWasm {
  file: string;
  bytes: number;
}

/**
 * Serves ngspice as a real .wasm file: the build emits it as a hashed asset (precompressed by the
 * server, cached for a year, streamed into WebAssembly.instantiateStreaming) and the engine's
 * inline data: URLs are pointed at it. `virtual:spice-wasm` tells the app its address and size (for
 * the download progress and the offline check).
 */
export function spiceWasm(): Plugin {
  let cacheDir = '';
  let extracted: ExtractedWasm | null = null;

  function extract(engine: string): ExtractedWasm {
    if (extracted) return extracted;
    const base64 = new RegExp(INLINE_WASM.source).exec(readFileSync(engine, 'utf8'))?.[1];
    if (!base64) throw new Error(`${engine} no longer inlines its WebAssembly; update vite-spice-wasm.ts`);
    const wasm = Buffer.from(base64, 'base64');
    const hash = createHash('sha256').update(wasm).digest('hex').slice(0, 12);
    mkdirSync(cacheDir, { recursive: true });
    const file = path.join(cacheDir, `ngspice-${hash}.wasm`);
    if (!existsSync(file)) writeFileSync(file, wasm);
    extracted = { file, bytes: wasm.length };
    return extracted;
  }

  return {
    name: 'electrobench-spice-wasm',
    enforce: 'pre',
    configResolved(config) {
      cacheDir = path.join(config.cacheDir, 'electrobench-spice');
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const engine = await this.resolve('eecircuit-engine');
      if (!engine || !ENGINE_FILE.test(engine.id)) this.error(`eecircuit-engine resolved to ${engine?.id}`);
      const { file, bytes } = extract(engine.id);
      return [
        `import url from ${JSON.stringify(`${file}?url`)};`,
        'export const SPICE_WASM_URL = url;',
        `export const SPICE_WASM_BYTES = ${bytes};`,
      ].join('\n');
    },
    transform(code, id) {
      if (!ENGINE_FILE.test(id)) return null;
      let replaced = 0;
      const out = code.replace(INLINE_WASM, () => {
        replaced++;
        return 'new URL(__spiceWasmUrl, import.meta.url)';
      });
      if (replaced === 0)
        this.error('eecircuit-engine no longer inlines its WebAssembly; update vite-spice-wasm.ts');
      return {
        code: `import { SPICE_WASM_URL as __spiceWasmUrl } from ${JSON.stringify(VIRTUAL_ID)};\n${out}`,
        map: null,
      };
    },
  };
}
