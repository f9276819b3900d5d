/** The first mount of a single-spa application (the shell): the app is on screen. */
export const LOADING_INDICATOR_ID = 'artel-loading';

export function firstMount(win: Window = window): Promise<void> {
  return new Promise((resolve) => win.addEventListener('single-spa:first-mount', () => resolve(), { once: true }));
}

/**
 * Settles once the next frame is painted: a task queued from an animation frame callback runs after that frame.
 * A background tab paints no frames, so `fallbackMs` settles it there.
 */
export function afterNextPaint(win: Window = window, fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
    win.setTimeout(resolve, fallbackMs);
  });
}

/** index.html shows #artel-loading until then. */
export function hideLoadingIndicator(doc: Document = document): void {
  doc.getElementById(LOADING_INDICATOR_ID)?.remove();
}
