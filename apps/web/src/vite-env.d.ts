/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Base URL of the API; default `/api` on the same origin (DECISIONS §1). */
  readonly VITE_API_BASE_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
