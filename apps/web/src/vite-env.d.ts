/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_VIDEO_URL?: string;
  readonly VITE_CODE_URL?: string;
  readonly VITE_FORUM_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** ngspice's WebAssembly as its own file (apps/web/vite-spice-wasm.ts). */
declare module 'virtual:spice-wasm' {
  export const SPICE_WASM_URL: string;
  /** Uncompressed size, for the download progress. */
  export const SPICE_WASM_BYTES: number;
}
