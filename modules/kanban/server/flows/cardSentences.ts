/** What kanban's actions did, one sentence each in the run log, with cards, columns, labels and people named. */
import { fillMessage, type FlowActionDefinition, type Locale } from '@artel/sdk/server';

type Describe = NonNullable<FlowActionDefinition['describe']>;

const texts = {
  ru: {
    moved: 'Карточка «{card}» перемещена в колонку «{column}»',
    assigned: 'Карточке «{card}» назначены: {members}',
    labelled: 'Карточке «{card}» добавлены метки {labels}',
    created: 'Создана карточка «{card}» в колонке «{column}»',
    checklist: 'В чек-лист карточки «{card}» добавлено пунктов: {count}',
  },
  en: {
    moved: 'Card "{card}" moved to column "{column}"',
    assigned: 'Card "{card}" assigned to: {members}',
    labelled: 'Card "{card}" got labels {labels}',
    created: 'Card "{card}" created in column "{column}"',
    checklist: '{count} checklist items added to card "{card}"',
  },
} as const;

const text = (key: keyof (typeof texts)['en'], locale: Locale, params: Record<string, string>) => fillMessage(texts[locale][key], params);
const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .map((item) => item.trim());
const quoted = (names: string[], locale: Locale) => names.map((name) => (locale === 'ru' ? `«${name}»` : `"${name}"`)).join(', ');

export const cardSentences: Record<string, Describe> = {
  'kanban.move_card': ({ output }, name, locale) =>
    text('moved', locale, { card: name(String(output.cardId)), column: name(String(output.columnId)) }),
  'kanban.assign_card': ({ input, output }, name, locale) =>
    text('assigned', locale, { card: name(String(output.cardId)), members: strings(input.members).map(name).join(', ') }),
  'kanban.label_card': ({ input, output }, name, locale) =>
    text('labelled', locale, { card: name(String(output.cardId)), labels: quoted(strings(input.labelIds).map(name), locale) }),
  'kanban.create_card': ({ input, output }, name, locale) =>
    text('created', locale, { card: name(String(output.cardId)), column: name(String(input.columnId)) }),
  'kanban.create_checklist': ({ output }, name, locale) =>
    text('checklist', locale, { card: name(String(output.cardId)), count: String(strings(output.itemIds).length) }),
};
