/** Kanban's texts in flow run logs and test runs, in the flow owner's language. */
import { fillMessage, type Locale, type MessageParams } from '@artel/sdk/server';

const texts = {
  ru: {
    owner_without_kanban: 'У владельца сценария нет доступа к канбану в этом рабочем пространстве',
    would_move: 'Переместит карточку «{card}» в колонку «{column}»',
    would_assign: 'Назначит на карточку «{card}»: {members}',
    would_label: 'Добавит карточке «{card}» метки: {labels}',
    would_label_none: 'Не добавит карточке «{card}» ни одной метки: выбранных меток нет на её доске',
    would_create: 'Создаст карточку «{title}» в колонке «{column}»',
    would_create_assigned: 'Создаст карточку «{title}» в колонке «{column}», исполнители: {members}',
    would_checklist: 'Добавит в чек-лист карточки «{card}»: {items}',
    nothing_to_add: 'Нечего добавить: список пуст',
    sample_moved: 'Карточка «{card}» → «{column}»',
    sample_created: 'Создана карточка «{card}» в «{column}»',
    sample_assigned: 'Карточка «{card}»: назначен {member}',
    sample_comment: 'Комментарий к «{card}»: «{text}»',
    sample_due: 'Карточка «{card}», срок {due}',
    sample_card: 'Карточка «{card}» в «{column}»',
    priority_low: 'Низкий',
    priority_medium: 'Средний',
    priority_high: 'Высокий',
    priority_urgent: 'Срочный',
  },
  en: {
    owner_without_kanban: "The flow's owner has no access to kanban in this workspace",
    would_move: 'Would move card "{card}" to column "{column}"',
    would_assign: 'Would assign {members} to card "{card}"',
    would_label: 'Would add labels {labels} to card "{card}"',
    would_label_none: 'Would add no label to card "{card}": none of the labels chosen is on its board',
    would_create: 'Would create card "{title}" in column "{column}"',
    would_create_assigned: 'Would create card "{title}" in column "{column}" assigned to {members}',
    would_checklist: 'Would add to the checklist of card "{card}": {items}',
    nothing_to_add: 'Nothing to add: the list is empty',
    sample_moved: 'Card "{card}" → "{column}"',
    sample_created: 'Card "{card}" created in "{column}"',
    sample_assigned: 'Card "{card}": {member} assigned',
    sample_comment: 'Comment on "{card}": "{text}"',
    sample_due: 'Card "{card}", due {due}',
    sample_card: 'Card "{card}" in "{column}"',
    priority_low: 'Low',
    priority_medium: 'Medium',
    priority_high: 'High',
    priority_urgent: 'Urgent',
  },
} as const;

export function flowText(key: keyof (typeof texts)['en'], locale: Locale, params?: MessageParams): string {
  return fillMessage(texts[locale][key], params);
}
