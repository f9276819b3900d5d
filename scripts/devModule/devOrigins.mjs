/** Where `npm run dev:module` serves a module under development, and the origins `npm run dev` lets the page run scripts from. */
export const DEV_MODULE_PORT = 8500;

/** Both names of this machine a browser may use for the developer's server. */
export function devScriptOrigins(port = DEV_MODULE_PORT) {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}
