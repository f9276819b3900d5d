import { formattersFor } from '@artel/sdk/host';
import { optionChoice, readValue, type ValueReading } from './runValues';

const BORIS = '3e3be400-0000-4000-8000-000000000004';
const ANNA = '3e3be400-0000-4000-8000-000000000005';
const STRANGER = '3e3be400-0000-4000-8000-000000000009';
const reading: ValueReading = {
  names: { [BORIS]: { kind: 'member', name: 'Борис Петров' }, [ANNA]: { kind: 'member', name: 'Анна' } },
  format: formattersFor({ language: 'ru', timeZone: 'Asia/Vladivostok' }),
  yes: 'Да',
  no: 'Нет',
};

describe('a run’s values as a reader reads them', () => {
  it('names ids, in lists and in a filled template of several ids, and leaves an unknown id as it is', () => {
    expect(readValue([BORIS, ANNA], reading)).toBe('Борис Петров, Анна');
    expect(readValue(`${BORIS},${STRANGER}`, reading)).toBe(`Борис Петров, ${STRANGER}`);
  });

  it('reads choices by their label, booleans in words and a calendar date as that day', () => {
    const priority = optionChoice([{ value: 'high', label: { ru: 'Высокий', en: 'High' } }], 'ru');
    expect(readValue('high', { ...reading, choice: priority })).toBe('Высокий');
    expect(readValue(true, reading)).toBe('Да');
    expect(readValue('2026-12-20', reading)).toBe('20.12.2026');
    expect(readValue(null, reading)).toBe('');
  });

  it('reads an instant on the clock of the reader’s profile zone', () => {
    expect(readValue('2026-11-28T02:30:00.000Z', reading)).toBe('28.11.2026, 12:30');
  });
});
