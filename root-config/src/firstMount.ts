/** The first mount of a single-spa application (the shell): the app is on screen. */
export const LOADING_INDICATOR_ID = 'artel-loading';

export function firstMount(win: Window = window): Promise<void> {
  return new Promise((resolve) => win.addEventListener('single-spa:first-mount', () => resolve(), { once: true }));
}

/** index.html shows #artel-loading until then. */
export function hideLoadingIndicator(doc: Document = document): void {
  doc.getElementById(LOADING_INDICATOR_ID)?.remove();
}
