/**
 * A dialog header whose close button speaks the user's language: Blueprint's own says "Close" in every
 * language, so kanban's dialogs render this header instead of passing a title.
 */
import { Button } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import type { ReactNode, Ref } from 'react';
import { MODULE_ID } from '../moduleId';

interface ModalHeaderProps {
  titleId: string;
  children: ReactNode;
  onClose(): void;
  /** Given, the heading can hold the focus: where Escape leaves a field of the dialog to (the card dialog). */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function ModalHeader({ titleId, children, onClose, headingRef }: ModalHeaderProps) {
  const { t } = useTranslation(MODULE_ID);
  return (
    <div className="bp6-dialog-header kanban-modal-header">
      <h2 id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="bp6-heading kanban-modal-header__title">
        {children}
      </h2>
      <Button variant="minimal" icon="small-cross" aria-label={t('card.close')} className="bp6-dialog-close-button" onClick={onClose} />
    </div>
  );
}
