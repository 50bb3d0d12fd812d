/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'real' skips the in-browser mock backend; anything else (the default) starts it. */
  readonly VITE_BACKEND?: string;
  /** Origin of the services when they are not on the page's own origin, e.g. http://127.0.0.1:8080. */
  readonly VITE_API_ORIGIN?: string;
}
