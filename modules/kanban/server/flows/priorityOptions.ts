/** A card's priorities as flows offer them: the stored value and what the builder shows. */
import type { FlowSettingOption } from '@artel/sdk/server';

export const priorityOptions: FlowSettingOption[] = [
  { value: 'low', label: { ru: 'Низкий', en: 'Low' } },
  { value: 'medium', label: { ru: 'Средний', en: 'Medium' } },
  { value: 'high', label: { ru: 'Высокий', en: 'High' } },
  { value: 'urgent', label: { ru: 'Срочный', en: 'Urgent' } },
];
