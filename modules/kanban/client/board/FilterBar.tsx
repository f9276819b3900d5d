import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { MemberPicker, useTranslation, type WorkspaceMember } from '@artel/sdk';
import type { KanbanLabel } from '../api/kanbanTypes';
import { MODULE_ID } from '../moduleId';
import { type CardFilters, DUE_FILTERS, type DueFilter, hasFilters, noFilters } from './cardFilters';

interface FilterBarProps {
  filters: CardFilters;
  onChange(filters: CardFilters): void;
  members: readonly WorkspaceMember[];
  labels: readonly KanbanLabel[];
  shown: number;
  total: number;
}

/** Filters by text, assignee, label and due date; every control has a label for screen readers. */
export function FilterBar({ filters, onChange, members, labels, shown, total }: FilterBarProps) {
  const { t } = useTranslation(MODULE_ID);
  return (
    <div className="kanban-filters" role="search">
      <InputGroup
        leftIcon="search"
        type="search"
        aria-label={t('filters.text')}
        placeholder={t('filters.text')}
        value={filters.text}
        onValueChange={(text) => onChange({ ...filters, text })}
      />
      <MemberPicker
        label={t('filters.assignee')}
        members={members}
        value={filters.assigneeId}
        noneLabel={t('filters.anyone')}
        onChange={(assigneeId) => onChange({ ...filters, assigneeId })}
      />
      <HTMLSelect
        aria-label={t('filters.label')}
        value={filters.labelId ?? ''}
        onChange={(event) => onChange({ ...filters, labelId: event.currentTarget.value || null })}
      >
        <option value="">{t('filters.anyLabel')}</option>
        {labels.map((label) => (
          <option key={label.id} value={label.id}>
            {label.name || label.color}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        aria-label={t('filters.due')}
        value={filters.due}
        onChange={(event) => onChange({ ...filters, due: event.currentTarget.value as DueFilter })}
      >
        {DUE_FILTERS.map((due) => (
          <option key={due} value={due}>
            {t(`filters.dueOptions.${due}`)}
          </option>
        ))}
      </HTMLSelect>
      {hasFilters(filters) && (
        <>
          <span className="kanban-filters__count">{t('filters.shown', { shown, total })}</span>
          <Button variant="minimal" icon="cross" text={t('filters.clear')} onClick={() => onChange(noFilters)} />
        </>
      )}
    </div>
  );
}
