import { act, renderHook } from '@testing-library/react';
import { navigate } from '../router/router';
import { $discardQuestion, answerDiscard } from './discardQuestion';
import { tryLeaving } from './testing/tryLeaving';
import { useFormDirty } from './useFormDirty';

const loaded = { name: 'ООО «Бетон»', tags: ['бетон'] };

beforeEach(() => window.history.replaceState(null, '', '/modules/contragents/partners/p1'));

it('is dirty only while the values differ from what was loaded', () => {
  const { result, rerender } = renderHook(({ values }) => useFormDirty(values, loaded), {
    initialProps: { values: { ...loaded, tags: ['бетон'] } },
  });
  expect(result.current.dirty).toBe(false);
  rerender({ values: { ...loaded, name: 'ООО «Бетон-Сервис»' } });
  expect(result.current.dirty).toBe(true);
  expect(tryLeaving('/dashboard')).toBe('asked');
  rerender({ values: { name: 'ООО «Бетон»', tags: ['бетон'] } });
  expect(tryLeaving('/workspaces')).toBe('left');
});

it('lets a form that saved navigate away at once, before it renders again', () => {
  const { result } = renderHook(() => useFormDirty({ ...loaded, name: 'ООО «Бетон-Сервис»' }, loaded));
  result.current.markSaved();
  navigate('/profile');
  expect(window.location.pathname).toBe('/profile');
});

it('asks before a dialog with typed work closes, and closes only when told to', async () => {
  const close = jest.fn();
  const { result } = renderHook(() => useFormDirty({ ...loaded, name: '' }, loaded));
  result.current.askBeforeClosing(close)();
  expect($discardQuestion.getState()).toBe(true);
  await act(async () => answerDiscard(false));
  expect(close).not.toHaveBeenCalled();
  result.current.askBeforeClosing(close)();
  await act(async () => answerDiscard(true));
  expect(close).toHaveBeenCalledTimes(1);
  expect($discardQuestion.getState()).toBe(false);
});
