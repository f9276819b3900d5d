import { notificationText } from './notificationTypes';

const stored = { title: 'Карточка перемещена', message: 'Анна переместила «Смета»' };

describe('notificationText', () => {
  it("shows the text in the reader's language when the creator wrote it in that language", () => {
    const notification = { ...stored, texts: { ru: stored, en: { title: 'Card moved', message: 'Anna moved "Смета"' } } };
    expect(notificationText(notification, 'en-GB')).toEqual({ title: 'Card moved', message: 'Anna moved "Смета"' });
    expect(notificationText(notification, 'ru')).toEqual(stored);
  });

  it("falls back to the stored text when there is none in the reader's language", () => {
    expect(notificationText(stored, 'en')).toEqual(stored);
    expect(notificationText({ ...stored, texts: { ru: stored } }, 'en')).toEqual(stored);
  });
});
