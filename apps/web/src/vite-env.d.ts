/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Base URL of the API; default `/api` on the same origin (docs/api.md, Paths). */
  readonly VITE_API_BASE_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
/** The year of the build (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
