/**
 * The board's virtual lists without forced layouts. @tanstack/virtual by default reads the scroll element's
 * rectangle (getBoundingClientRect) as it mounts and every item's offsetHeight as it is attached, each read
 * forcing the browser to lay out the page in the middle of React's commit; with a few columns of cards that
 * was ~35 ms of the board's first screen. Here the sizes start as estimates and the browser's ResizeObserver
 * reports the real ones after its own layout, with nothing read synchronously.
 */
import type { Rect, Virtualizer } from '@tanstack/react-virtual';

/** The scroll element's size as the ResizeObserver sees it; until its first report the virtualizer uses `initialRect`. */
export function observeRectLazily<T extends Element>(instance: Virtualizer<T, Element>, report: (rect: Rect) => void): () => void {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize?.[0];
    if (box) report({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** An item's size from the ResizeObserver's entry; as it is attached (no entry yet), the size known or estimated. */
export function measureLazily<T extends Element>(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<T, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(instance.options.horizontal ? box.inlineSize : box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}
