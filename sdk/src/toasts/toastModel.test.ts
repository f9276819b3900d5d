import { $toasts, dismissToast, showToast } from './toastModel';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('toasts', () => {
  it('shows a toast with intent none for 5000 ms by default', () => {
    const id = showToast({ message: 'Сохранено' });
    expect($toasts.getState()).toEqual([{ id, message: 'Сохранено', intent: 'none', timeout: 5000 }]);

    jest.advanceTimersByTime(4999);
    expect($toasts.getState()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect($toasts.getState()).toEqual([]);
  });

  it('honours its own timeout', () => {
    showToast({ message: 'Коротко', timeout: 1000 });
    jest.advanceTimersByTime(1000);
    expect($toasts.getState()).toEqual([]);
  });

  it('suppresses an identical toast within 500 ms', () => {
    const first = showToast({ message: 'Ошибка', intent: 'danger' });
    jest.advanceTimersByTime(499);
    expect(showToast({ message: 'Ошибка', intent: 'danger' })).toBeNull();
    expect($toasts.getState()).toHaveLength(1);

    jest.advanceTimersByTime(1);
    const third = showToast({ message: 'Ошибка', intent: 'danger' });
    expect(third).not.toBeNull();
    expect(third).not.toBe(first);
    expect($toasts.getState()).toHaveLength(2);
  });

  it('does not treat the same message with another intent as identical', () => {
    showToast({ message: 'Готово', intent: 'success' });
    expect(showToast({ message: 'Готово', intent: 'primary' })).not.toBeNull();
    expect(showToast({ message: 'Другое', intent: 'success' })).not.toBeNull();
    expect($toasts.getState().map((toast) => toast.intent)).toEqual(['success', 'primary', 'success']);
  });

  it('dismisses a toast by id before its time', () => {
    const keep = showToast({ message: 'Остаётся' });
    const gone = showToast({ message: 'Уходит' });
    dismissToast(gone as string);
    expect($toasts.getState().map((toast) => toast.id)).toEqual([keep]);
  });

  it('keeps the button a toast offers, such as undo', () => {
    const undo = jest.fn();
    showToast({ message: 'Карточка в архиве', action: { text: 'Отменить', onClick: undo } });
    const [toast] = $toasts.getState();
    expect(toast?.action?.text).toBe('Отменить');
    toast?.action?.onClick();
    expect(undo).toHaveBeenCalledTimes(1);
  });
});
