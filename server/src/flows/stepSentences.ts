/** The platform's actions in the run log, one sentence each: who was notified, what the webhook answered. */
import { fillMessage, type FlowActionDefinition, type Locale } from '@artel/sdk/server';

const texts = {
  ru: {
    notified: 'Уведомлено: {names}',
    notified_nobody: 'Никто не уведомлён: среди получателей нет тех, кто может видеть событие',
    webhook_answered: 'Вебхук {url} ответил {status}',
  },
  en: {
    notified: 'Notified: {names}',
    notified_nobody: 'Nobody notified: none of the recipients may see the event',
    webhook_answered: 'Webhook {url} answered {status}',
  },
};
const text = (key: keyof (typeof texts)['en'], locale: Locale, params?: Record<string, string>) => fillMessage(texts[locale][key], params);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export const describeNotify: NonNullable<FlowActionDefinition['describe']> = ({ output }, name, locale) => {
  const notified = strings(output.notified);
  return notified.length === 0 ? text('notified_nobody', locale) : text('notified', locale, { names: notified.map(name).join(', ') });
};

export const describeWebhook: NonNullable<FlowActionDefinition['describe']> = ({ input, output }, _name, locale) =>
  text('webhook_answered', locale, { url: String(input.url ?? ''), status: String(output.status ?? '') });
