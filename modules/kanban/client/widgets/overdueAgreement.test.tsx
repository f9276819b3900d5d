/**
 * The client's consumers of the overdue rule on the shared fixture (shared/testing/overdueFixture.ts): the card
 * faces' red badges, the board's «Просрочено» filter and the dashboard widgets' count name the same cards as the
 * server's consumers do (server/overdueAgreement.test.ts); lateness reads the same in both languages.
 */
import { addTranslations, i18n } from '@artel/sdk';
import { render } from '@testing-library/react';
import { EXPECTED_LATENESS, EXPECTED_OVERDUE, FIXTURE_ZONE, overdueFixture } from '../../shared/testing/overdueFixture';
import type { CardSummary } from '../api/kanbanTypes';
import { cardMatcher, noFilters } from '../board/cardFilters';
import { CardFace } from '../board/CardTile';
import { useCardTexts } from '../board/cardTexts';
import { testCard } from '../board/testCards';
import { type DueContext, durationText, overdueMs } from '../dates/dueState';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';
import { overdueCards } from './overdueCards';

const now = new Date();
const due: DueContext = { clock: { now, timeZone: FIXTURE_ZONE }, doneColumnIds: new Set(['done']) };
const cards: CardSummary[] = overdueFixture(now).map((fixture, index) =>
  testCard({
    id: `card-${index}`,
    title: fixture.title,
    columnId: fixture.place,
    rank: `a${index}`,
    dueDate: fixture.dueDate,
    dueComplete: fixture.dueComplete,
    archivedAt: fixture.archived ? now.toISOString() : null,
  }),
);
const titles = (list: CardSummary[]) => list.map((card) => card.title).sort();

beforeAll(() => addTranslations(MODULE_ID, translations));

function Faces() {
  const texts = useCardTexts();
  return (
    <>
      {cards.map((card) => (
        <div key={card.id} data-title={card.title}>
          <CardFace card={card} labels={new Map()} members={new Map()} due={due} texts={texts} />
        </div>
      ))}
    </>
  );
}

it('the dashboard widgets count the fixture’s overdue cards', () => {
  expect(titles(overdueCards(cards, due.doneColumnIds, due.clock))).toEqual(EXPECTED_OVERDUE);
});

it('the board’s «Просрочено» filter shows the same cards', () => {
  expect(titles(cards.filter(cardMatcher({ ...noFilters, due: 'overdue' }, due)))).toEqual(EXPECTED_OVERDUE);
});

it('the card faces wear red badges on the same cards, a green one on the due-complete card', () => {
  const { container } = render(<Faces />);
  const red = [...container.querySelectorAll('.kanban-due--overdue')].map(
    (badge) => badge.closest('[data-title]')?.getAttribute('data-title') ?? '',
  );
  expect(red.sort()).toEqual(EXPECTED_OVERDUE);
  const green = [...container.querySelectorAll('.kanban-due--complete')].map((badge) =>
    badge.closest('[data-title]')?.getAttribute('data-title'),
  );
  expect(green).toEqual(['Due-complete card']);
});

it.each(['ru', 'en'] as const)('says how late in %s: hours below a day, days above', async (language) => {
  await i18n.changeLanguage(language);
  const t = i18n.getFixedT(language, MODULE_ID);
  for (const [title, words] of Object.entries(EXPECTED_LATENESS)) {
    const card = cards.find((candidate) => candidate.title === title)!;
    expect(durationText(overdueMs(card, due.doneColumnIds, due.clock)!, t)).toBe(words[language]);
  }
});

const DAYS: Record<'ru' | 'en', Array<[number, string]>> = {
  ru: [
    [1, '1 день'],
    [2, '2 дня'],
    [5, '5 дней'],
    [21, '21 день'],
  ],
  en: [
    [1, '1 day'],
    [2, '2 days'],
    [5, '5 days'],
    [21, '21 days'],
  ],
};

it.each(['ru', 'en'] as const)('writes days with the plural forms of %s, never «0 дн.»', async (language) => {
  await i18n.changeLanguage(language);
  const t = i18n.getFixedT(language, MODULE_ID);
  for (const [days, words] of DAYS[language]) expect(durationText(days * 86_400_000 + 3_600_000, t)).toBe(words);
  expect(durationText(30 * 60_000, t)).toBe(language === 'ru' ? '30 мин' : '30 minutes');
  expect(durationText(5_000, t)).toBe(language === 'ru' ? '1 мин' : '1 minute');
});
