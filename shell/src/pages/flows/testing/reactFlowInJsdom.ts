/**
 * jsdom lays nothing out, and @xyflow/react shows a node only once it has measured it: elements take the size
 * of their inline style, and a resize observer reports each element as soon as it is observed.
 */
export function layOutReactFlowInJsdom(): void {
  class ImmediateResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  class ScaleMatrix {
    m22 = 1;
  }
  globalThis.ResizeObserver = ImmediateResizeObserver as unknown as typeof ResizeObserver;
  (globalThis as { DOMMatrixReadOnly?: unknown }).DOMMatrixReadOnly = ScaleMatrix;
  Object.defineProperties(HTMLElement.prototype, {
    offsetHeight: { configurable: true, get: () => 60 },
    offsetWidth: { configurable: true, get: () => 240 },
  });
}
