import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { type FormEvent, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { KanbanLabel, LabelColor } from '../api/kanbanTypes';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { ColorSwatches } from './ColorSwatches';
import { labelNameTaken } from './labelNames';

interface LabelEditorProps {
  label: KanbanLabel;
  /** The board's labels, so a clashing name is refused before it is sent. */
  labels: readonly KanbanLabel[];
  onSaved(label: KanbanLabel): void;
  onDeleted(labelId: string): void;
  onClose(): void;
}

/** Renames, recolours or deletes one board label; deleting asks first, as it takes the label off every card. */
export function LabelEditor({ label, labels, onSaved, onDeleted, onClose }: LabelEditorProps) {
  const { t } = useTranslation(MODULE_ID);
  const [name, setName] = useState(label.name);
  const [color, setColor] = useState<LabelColor>(label.color);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const taken = labelNameTaken(labels, name, label.id);

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The editor sits in a portal under the card form; React would bubble this submit up to it.
    event.stopPropagation();
    if (taken) return;
    setBusy(true);
    kanbanApi.updateLabel(label.id, { name: name.trim(), color }).then(
      (saved) => {
        onSaved(saved);
        onClose();
      },
      (error: unknown) => {
        setBusy(false);
        toastFailure(error);
      },
    );
  };

  const remove = () => {
    setBusy(true);
    kanbanApi.deleteLabel(label.id).then(
      () => {
        onDeleted(label.id);
        onClose();
      },
      (error: unknown) => {
        setBusy(false);
        toastFailure(error);
      },
    );
  };

  if (confirming) {
    return (
      <div className="kanban-label-editor" role="alertdialog" aria-label={t('card.deleteLabel')}>
        <p>{t('card.deleteLabelConfirm', { name: label.name || t(`colors.${label.color}`) })}</p>
        <div className="kanban-label-editor__actions">
          <Button intent="danger" text={t('card.deleteLabel')} loading={busy} onClick={remove} />
          <Button variant="minimal" text={t('board.cancel')} onClick={() => setConfirming(false)} />
        </div>
      </div>
    );
  }

  return (
    <form className="kanban-label-editor" onSubmit={save}>
      <FormGroup
        label={t('card.labelName')}
        labelFor={`kanban-label-name-${label.id}`}
        intent={taken ? 'danger' : 'none'}
        helperText={taken ? t('card.labelNameTaken', { name: name.trim() }) : undefined}
      >
        <InputGroup
          id={`kanban-label-name-${label.id}`}
          value={name}
          maxLength={50}
          autoFocus
          intent={taken ? 'danger' : 'none'}
          onValueChange={setName}
        />
      </FormGroup>
      <ColorSwatches value={color} onChange={setColor} />
      <div className="kanban-label-editor__actions">
        <Button type="submit" intent="primary" text={t('card.save')} loading={busy} disabled={taken} />
        <Button
          intent="danger"
          variant="minimal"
          icon="trash"
          text={t('card.deleteLabel')}
          disabled={busy}
          onClick={() => setConfirming(true)}
        />
      </div>
    </form>
  );
}
