/** The SystemJS global that index.html loads before any bundle. */
declare const System: {
  import<T = unknown>(name: string): Promise<T>;
};
