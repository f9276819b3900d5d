/**
 * The one gate between rendered markdown and the page: DOMPurify's HTML profile (no script, no event handler,
 * no javascript:/vbscript: URL, no mXSS), plus what an article has no use for and a phisher would: inline
 * styles, forms and their controls (only the disabled checkboxes of task lists stay). External links open in
 * a new tab without access to this one.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'button', 'select', 'textarea', 'option'],
  FORBID_ATTR: ['style'],
};

let purifier: Purifier | undefined;

function instance(): Purifier {
  if (purifier) return purifier;
  // An instance of our own: the hooks below must not change how other code on the page sanitises.
  const created = DOMPurify(window);
  created.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'input') return;
    const input = node as Element;
    if (input.getAttribute('type') !== 'checkbox') input.remove();
  });
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'INPUT') node.setAttribute('disabled', '');
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && /^https?:\/\//i.test(href) && new URL(href, window.location.href).origin !== window.location.origin) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purifier = created;
  return created;
}

export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, CONFIG);
}
