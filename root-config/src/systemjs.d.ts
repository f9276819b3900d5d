/** The SystemJS global that index.html loads before any bundle. */
declare const System: {
  import<T = unknown>(name: string): Promise<T>;
};

/** The landing page's requests index.html's boot script sent (earlyRequests.ts), for the root config to hand on. */
interface Window {
  artelEarlyRequests?: import('./earlyRequests').EarlyRequest[];
  /** The module whose landing page this is, when the boot script preloaded its bundle. */
  artelLandingModule?: string;
}
