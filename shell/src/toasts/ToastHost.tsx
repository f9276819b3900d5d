import { OverlayToaster, Toast } from '@blueprintjs/core';
import { $toasts, dismissToast, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';

/** Renders the SDK's toast store; the store owns timing and de-duplication (SPEC §9). */
export function ToastHost() {
  const { t } = useTranslation('shell');
  const [toasts, dismiss] = useUnit([$toasts, dismissToast]);
  return (
    <OverlayToaster position="top-right" usePortal>
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
          aria-label={t('toast.close')}
        />
      ))}
    </OverlayToaster>
  );
}
