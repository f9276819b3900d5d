import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { type FormEvent, useState } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import { LABEL_COLORS, type KanbanLabel, type LabelColor } from '../api/kanbanTypes';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { labelNameTaken } from './labelNames';

/** A board label made from the card dialog (needs edit_board): a name and one of the server's colours. */
interface NewLabelFormProps {
  boardId: string;
  labels: readonly KanbanLabel[];
  onCreated(label: KanbanLabel): void;
}

export function NewLabelForm({ boardId, labels, onCreated }: NewLabelFormProps) {
  const { t } = useTranslation(MODULE_ID);
  const [name, setName] = useState('');
  const [color, setColor] = useState<LabelColor>('blue');
  const taken = labelNameTaken(labels, name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (taken) return;
    kanbanApi.createLabel(boardId, name.trim(), color).then((label) => {
      onCreated(label);
      setName('');
    }, toastFailure);
  };
  return (
    <form className="kanban-quick-add kanban-new-label" onSubmit={submit}>
      <InputGroup
        size="small"
        intent={taken ? 'danger' : 'none'}
        aria-invalid={taken}
        aria-describedby={taken ? `kanban-new-label-${boardId}` : undefined}
        aria-label={t('card.newLabel')}
        placeholder={t('card.newLabel')}
        value={name}
        maxLength={50}
        onValueChange={setName}
      />
      <HTMLSelect aria-label={t('card.labelColor')} value={color} onChange={(event) => setColor(event.currentTarget.value as LabelColor)}>
        {LABEL_COLORS.map((value) => (
          <option key={value} value={value}>
            {t(`colors.${value}`)}
          </option>
        ))}
      </HTMLSelect>
      <Button type="submit" size="small" icon="tag" text={t('board.add')} disabled={taken} />
      {taken && (
        <p id={`kanban-new-label-${boardId}`} className="kanban-new-label__error" role="alert">
          {t('card.labelNameTaken', { name: name.trim() })}
        </p>
      )}
    </form>
  );
}
