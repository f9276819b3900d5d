/** The due date's texts (the «готово» mark, lateness, durations with their plural forms), merged into translations.ts. */
export const dueTexts = {
  ru: {
    due: {
      complete: 'Готово',
      completeHint: 'Срок выполнен: карточка больше не считается просроченной',
      overdueBy: 'Просрочено на {{duration}}',
    },
    durations: {
      minute_one: '{{count}} мин',
      minute_few: '{{count}} мин',
      minute_many: '{{count}} мин',
      minute_other: '{{count}} мин',
      hour_one: '{{count}} ч',
      hour_few: '{{count}} ч',
      hour_many: '{{count}} ч',
      hour_other: '{{count}} ч',
      day_one: '{{count}} день',
      day_few: '{{count}} дня',
      day_many: '{{count}} дней',
      day_other: '{{count}} дня',
    },
  },
  en: {
    due: {
      complete: 'Complete',
      completeHint: 'Due date met: the card no longer counts as overdue',
      overdueBy: 'Overdue by {{duration}}',
    },
    durations: {
      minute_one: '{{count}} minute',
      minute_other: '{{count}} minutes',
      hour_one: '{{count}} hour',
      hour_other: '{{count}} hours',
      day_one: '{{count}} day',
      day_other: '{{count}} days',
    },
  },
};
