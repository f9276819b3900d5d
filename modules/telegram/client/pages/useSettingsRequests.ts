/** A settings card's requests: one at a time, a form's failure under its field, a button's failure as a toast. */
import { type FormEvent, useState } from 'react';
import { failureText, toastFailure } from '../errors';

export function useSettingsRequests() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (request: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  const press = (request: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await request();
    } catch (failure) {
      toastFailure(failure);
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, submit, press };
}
