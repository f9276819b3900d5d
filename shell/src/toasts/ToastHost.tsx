import { Classes, OverlayToaster, Toast } from '@blueprintjs/core';
import { $toasts, usePhoneLayout, useTranslation } from '@artel/sdk';
import { dismissToast } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import './toastHost.css';

const CLOSE_BUTTONS = `.${Classes.TOAST} > .${Classes.BUTTON_GROUP} > button:last-child`;

/**
 * Renders the SDK's toast store; the store owns timing and de-duplication (SPEC §9). Bottom-right, away from the
 * bell, language and user menu in the top bar; bottom-centre on a phone, where a corner is under a thumb.
 */
export function ToastHost() {
  const { t } = useTranslation('shell');
  const [toasts, dismiss] = useUnit([$toasts, dismissToast]);
  const phone = usePhoneLayout();
  const layer = useRef<HTMLDivElement>(null);
  const closeLabel = t('toast.close');
  // Blueprint names each toast's close button "Close" in every language and takes no label for it; toasts mount
  // after an enter transition, so the layer is watched rather than labelled once per render.
  useEffect(() => {
    const root = layer.current;
    if (!root) return;
    const relabel = () =>
      root.querySelectorAll<HTMLButtonElement>(CLOSE_BUTTONS).forEach((button) => {
        if (button.getAttribute('aria-label') !== closeLabel) button.setAttribute('aria-label', closeLabel);
      });
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [closeLabel]);
  return (
    <div ref={layer} className="artel-toast-layer">
      <OverlayToaster position={phone ? 'bottom' : 'bottom-right'} usePortal={false}>
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            message={toast.message}
            intent={toast.intent}
            timeout={0}
            isCloseButtonShown
            action={
              toast.action && {
                text: toast.action.text,
                onClick: () => {
                  toast.action?.onClick();
                  dismiss(toast.id);
                },
              }
            }
            onDismiss={() => dismiss(toast.id)}
          />
        ))}
      </OverlayToaster>
    </div>
  );
}
