/**
 * Someone saved the article while this person was editing it (the server answered 409). Their change is shown
 * as a diff against the version this person started from; they merge it into their text, take theirs, or
 * knowingly save over it. Nothing is overwritten silently.
 */
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { $members, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import type { ConflictDetails } from '../api/wikiTypes';
import { DiffView } from '../article/DiffView';
import { MODULE_ID } from '../moduleId';

export interface ConflictDialogProps {
  conflict: ConflictDetails | null;
  /** What this person has written, compared when the base revision is no longer kept. */
  mine: { title: string; body: string; tags: string[] };
  onKeepEditing(): void;
  onTakeTheirs(): void;
  onOverwrite(): void;
}

export function ConflictDialog({ conflict, mine, onKeepEditing, onTakeTheirs, onOverwrite }: ConflictDialogProps) {
  const { t, i18n } = useTranslation(MODULE_ID);
  const members = useUnit($members);
  if (!conflict) return null;
  const name = members.find((member) => member.userId === conflict.current.updatedById)?.name ?? '—';
  return (
    <Dialog isOpen title={t('conflict.title')} onClose={onKeepEditing} style={{ width: 'min(960px, 95vw)' }}>
      <DialogBody>
        <p>{t('conflict.description', { name, version: conflict.current.version, date: new Date(conflict.current.updatedAt).toLocaleString(i18n.language) })}</p>
        <h3 className="bp6-heading">{t('conflict.theirChanges')}</h3>
        <DiffView older={conflict.base ?? mine} newer={conflict.current} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onTakeTheirs}>{t('conflict.takeTheirs')}</Button>
            <Button intent="danger" onClick={onOverwrite}>
              {t('conflict.overwrite')}
            </Button>
            <Button intent="primary" onClick={onKeepEditing}>
              {t('conflict.keepEditing')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
