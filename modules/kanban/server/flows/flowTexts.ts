/** Kanban's texts in flow run logs and test runs, in the flow owner's language. */
import { fillMessage, type Locale, type MessageParams } from '@artel/sdk/server';

const texts = {
  ru: {
    owner_without_kanban: 'У владельца сценария нет доступа к канбану в этом рабочем пространстве',
    would_move: 'Переместит карточку «{card}» в колонку «{column}»',
    would_assign: 'Назначит на карточку «{card}»: {count} участников',
    would_label: 'Добавит карточке «{card}» меток: {count}',
    would_create: 'Создаст карточку «{title}» в колонке «{column}»',
    would_checklist: 'Добавит в чек-лист карточки «{card}» пунктов: {count}',
    nothing_to_add: 'Нечего добавить: список пуст',
  },
  en: {
    owner_without_kanban: "The flow's owner has no access to kanban in this workspace",
    would_move: 'Would move card "{card}" to column "{column}"',
    would_assign: 'Would assign {count} members to card "{card}"',
    would_label: 'Would add {count} labels to card "{card}"',
    would_create: 'Would create card "{title}" in column "{column}"',
    would_checklist: 'Would add {count} checklist items to card "{card}"',
    nothing_to_add: 'Nothing to add: the list is empty',
  },
} as const;

export function flowText(key: keyof (typeof texts)['en'], locale: Locale, params?: MessageParams): string {
  return fillMessage(texts[locale][key], params);
}
