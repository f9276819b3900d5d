/**
 * Blueprint's dialogs and drawers label their close button "Close" whatever the language. This gives every such
 * button, the shell's and the modules' alike, the word in the user's language as it appears and after each
 * language switch.
 */
import { i18n } from '@artel/sdk';

const BLUEPRINT_LABEL = 'Close';
const MARK = 'data-artel-close';
const BUTTONS = `.bp6-dialog-close-button[aria-label="${BLUEPRINT_LABEL}"], .bp6-dialog-close-button[${MARK}]`;

function relabel(root: ParentNode): void {
  const label = i18n.t('shell:dialog.close');
  const buttons = root instanceof Element && root.matches(BUTTONS) ? [root] : Array.from(root.querySelectorAll(BUTTONS));
  for (const button of buttons) {
    button.setAttribute(MARK, '');
    if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
  }
}

let started = false;

export function startCloseButtonLabels(): void {
  if (started || typeof MutationObserver === 'undefined') return;
  started = true;
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) relabel(node);
  }).observe(document.body, { childList: true, subtree: true });
  i18n.on('languageChanged', () => relabel(document));
  relabel(document);
}
