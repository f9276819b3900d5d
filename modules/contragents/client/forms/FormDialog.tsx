/**
 * The frame of the module's form dialogs: the form in the dialog's body, the server's refusal that no field
 * shows in red under them, and cancel and submit in the footer.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  title: string;
  /** For forms with rows of inputs side by side. */
  wide?: boolean;
  onClose(): void;
  onSubmit(event: FormEvent): void;
  saving: boolean;
  /** Shown under the fields when it is set. */
  failure: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  children: ReactNode;
}

export function FormDialog({ title, wide, onClose, onSubmit, saving, failure, cancelLabel, submitLabel, children }: FormDialogProps) {
  return (
    <Dialog isOpen onClose={onClose} title={title} className={wide ? 'contragents-dialog contragents-dialog--wide' : 'contragents-dialog'}>
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          {children}
          {failure && (
            <Callout intent="danger" role="alert" compact>
              {failure}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{cancelLabel}</Button>
              <Button type="submit" intent="primary" loading={saving}>
                {submitLabel}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
