import type { Page } from '@playwright/test';

/**
 * What sticks out of the window sideways: the page itself when it scrolls horizontally, and every visible
 * element whose box crosses the left or right edge, unless an ancestor clips it or scrolls it on purpose
 * (a board's columns, a wide table inside its own scroller). Each is named by tag, classes and some text; inside
 * one that sticks out only that one is named.
 */
export function phoneOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) found.push(`the page scrolls sideways: ${scrollWidth} px wide in a ${width} px window`);

    const clippedByAncestor = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto') return true;
      }
      return false;
    };
    const describe = (element: Element, box: DOMRect): string => {
      const classes = [...element.classList]
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes}> "${text}" spans ${Math.round(box.left)}..${Math.round(box.right)} px`;
    };

    const reported: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (reported.some((outer) => outer.contains(element))) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      if (clippedByAncestor(element)) continue;
      reported.push(element);
      found.push(describe(element, box));
      if (found.length >= 10) break;
    }
    return found;
  });
}
