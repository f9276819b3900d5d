/**
 * Times are read on the clock of the zone chosen in the profile, else the browser's: a comment written at
 * 02:30 UTC says 12:30 to a reader whose profile is in Vladivostok, wherever their browser is.
 */
import { act, render, screen } from '@testing-library/react';
import { userUpdated } from '../session/sessionModel';
import { setLanguage } from '../i18n/i18n';
import { browserTimeZone, currentFormatSettings } from './formatSettings';
import { formatDateTime, formatTime } from './dateFormat';
import { useFormat } from './useFormat';

jest.mock('../session/sessionModel', () => {
  const { createEvent, createStore } = jest.requireActual('effector');
  const userUpdated = createEvent();
  const $user = createStore(null).on(userUpdated, (_: unknown, user: unknown) => user);
  return { $user, userUpdated };
});

const signedIn = (timeZone: string | null) =>
  act(() => (userUpdated as unknown as (user: unknown) => void)({ id: 'u1', name: 'Анна', email: 'anna@example.test', timeZone }));
const COMMENT_AT = '2026-11-28T02:30:00.000Z';

function CommentTime() {
  const format = useFormat();
  return <time dateTime={COMMENT_AT}>{format.dateTime(COMMENT_AT, 'brief')}</time>;
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(async () => {
  jest.useRealTimers();
  await act(() => setLanguage('ru'));
});

it('reads an instant in the profile’s zone, and in the browser’s when the profile has none or one unknown here', async () => {
  await signedIn('Asia/Vladivostok');
  expect(currentFormatSettings().timeZone).toBe('Asia/Vladivostok');
  expect(formatTime(COMMENT_AT)).toBe('12:30');
  expect(formatDateTime(COMMENT_AT)).toBe('28.11.2026, 12:30');
  await signedIn(null);
  expect(currentFormatSettings().timeZone).toBe(browserTimeZone());
  await signedIn('Mars/Olympus_Mons');
  expect(currentFormatSettings().timeZone).toBe(browserTimeZone());
});

it('re-renders a shown time when the profile is saved with another zone or the language changes', async () => {
  await signedIn('Asia/Vladivostok');
  render(<CommentTime />);
  expect(screen.getByText('28 нояб., 12:30')).toBeInTheDocument();
  await signedIn('America/New_York');
  // 21:30 on the 27th in New York: the day moves with the clock.
  expect(screen.getByText('27 нояб., 21:30')).toBeInTheDocument();
  await act(() => setLanguage('en'));
  expect(screen.getByText((text) => text.replace(/[\u00a0\u202f]/g, ' ') === 'Nov 27, 9:30 PM')).toBeInTheDocument();
});
