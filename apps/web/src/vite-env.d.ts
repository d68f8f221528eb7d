/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_VIDEO_URL?: string;
  readonly VITE_CODE_URL?: string;
  readonly VITE_FORUM_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
