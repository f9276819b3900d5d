import { addTranslations, i18n } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';
import { cardTexts } from './cardTexts';

beforeAll(() => addTranslations(MODULE_ID, translations));

it('names a card tile as the translation does, in either language, whatever the title holds', () => {
  const english = cardTexts(i18n.getFixedT('en', MODULE_ID), 'en');
  expect(english.openCard('Fix {{login}} & "quotes"')).toBe(
    i18n.getFixedT('en', MODULE_ID)('board.openCard', { title: 'Fix {{login}} & "quotes"' }),
  );
  expect(english.openCard('Fix login')).toBe('Open card "Fix login"');
  expect(cardTexts(i18n.getFixedT('ru', MODULE_ID), 'ru').openCard('Починить вход')).toBe('Открыть карточку «Починить вход»');
});
