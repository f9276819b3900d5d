import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES, type NotificationFilters } from '@artel/sdk/host';
import { NOTIFICATIONS_NAMESPACE } from './i18n/notificationsTranslations';

const READ_STATES = ['unread', 'read'] as const;

interface FilterSelectProps<V extends string> {
  id: string;
  label: string;
  value: V | undefined;
  values: readonly V[];
  optionLabel: (value: V) => string;
  onChange: (value: V | undefined) => void;
}

function FilterSelect<V extends string>({ id, label, value, values, optionLabel, onChange }: FilterSelectProps<V>) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : (event.currentTarget.value as V))}
        options={[{ value: '', label: t('page.any') }, ...values.map((option) => ({ value: option, label: optionLabel(option) }))]}
      />
    </FormGroup>
  );
}

/** Type, category, priority and read state of the /notifications list. */
export function NotificationFilterBar({
  filters,
  onChange,
}: {
  filters: NotificationFilters;
  onChange: (next: NotificationFilters) => void;
}) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const set = <K extends keyof NotificationFilters>(key: K, value: NotificationFilters[K]) => {
    const next = { ...filters };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <div className="artel-notifications-page__filters" role="group" aria-label={t('page.filters')}>
      <FilterSelect
        id="notification-filter-type"
        label={t('page.type')}
        value={filters.type}
        values={NOTIFICATION_TYPES}
        optionLabel={(value) => t(`types.${value}`)}
        onChange={(value) => set('type', value)}
      />
      <FilterSelect
        id="notification-filter-category"
        label={t('page.category')}
        value={filters.category}
        values={NOTIFICATION_CATEGORIES}
        optionLabel={(value) => t(`categories.${value}`)}
        onChange={(value) => set('category', value)}
      />
      <FilterSelect
        id="notification-filter-priority"
        label={t('page.priority')}
        value={filters.priority}
        values={NOTIFICATION_PRIORITIES}
        optionLabel={(value) => t(`priorities.${value}`)}
        onChange={(value) => set('priority', value)}
      />
      <FilterSelect
        id="notification-filter-state"
        label={t('page.state')}
        value={filters.read}
        values={READ_STATES}
        optionLabel={(value) => t(`page.states.${value}`)}
        onChange={(value) => set('read', value)}
      />
    </div>
  );
}
