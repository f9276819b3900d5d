import { Button, Callout, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { api, navigate, showToast, useFormDirty, useTranslation } from '@artel/sdk';
import { sessionCleared } from '@artel/sdk/host';
import { type FormEvent, useState } from 'react';
import { LOGIN_PATH } from '../routing/authRedirect';
import { serverMessage } from './serverMessage';

const MIN_PASSWORD_LENGTH = 8;
const NO_PASSWORDS = { current: '', next: '', repeat: '' };

/** Password change (the current one required; other sessions end) and «sign out everywhere». */
export function SecurityCard() {
  const { t } = useTranslation('profile');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useFormDirty({ current, next, repeat }, NO_PASSWORDS);

  const fieldErrors = {
    current: current === '' ? t('security.currentRequired') : null,
    next: next.length < MIN_PASSWORD_LENGTH ? t('security.tooShort') : null,
    repeat: repeat !== next ? t('security.mismatch') : null,
  };

  const changePassword = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (fieldErrors.current || fieldErrors.next || fieldErrors.repeat) return;
    setBusy(true);
    setError(null);
    try {
      await api.post('/profile/password', { currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      setTried(false);
      showToast({ message: t('security.changed'), intent: 'success' });
    } catch (failure) {
      setError(serverMessage(failure, t('security.changeFailed')));
    } finally {
      setBusy(false);
    }
  };

  const endAll = async () => {
    setBusy(true);
    try {
      await api.post('/profile/sessions/end-all', {});
      sessionCleared();
      showToast({ message: t('security.endedAll'), intent: 'success' });
      navigate(LOGIN_PATH);
    } catch (failure) {
      setError(serverMessage(failure, t('security.endAllFailed')));
      setBusy(false);
    }
  };

  const shown = (message: string | null) => (tried ? message : null);
  return (
    <Card>
      <H3>{t('security.title')}</H3>
      {error && (
        <Callout intent="danger" role="alert" className="artel-profile__error">
          {error}
        </Callout>
      )}
      <form className="artel-profile__form" onSubmit={changePassword} noValidate>
        {(
          [
            ['current', 'profile-password-current', current, setCurrent, 'current-password'],
            ['next', 'profile-password-new', next, setNext, 'new-password'],
            ['repeat', 'profile-password-repeat', repeat, setRepeat, 'new-password'],
          ] as const
        ).map(([field, id, value, set, autoComplete]) => (
          <FormGroup
            key={field}
            label={t(`security.${field}`)}
            labelFor={id}
            intent={shown(fieldErrors[field]) ? 'danger' : 'none'}
            helperText={shown(fieldErrors[field])}
          >
            <InputGroup
              id={id}
              type="password"
              autoComplete={autoComplete}
              value={value}
              onChange={(event) => set(event.currentTarget.value)}
            />
          </FormGroup>
        ))}
        <p className="artel-profile__muted">{t('security.othersEnd')}</p>
        <Button type="submit" intent="primary" loading={busy} text={t('security.change')} />
      </form>
      <div className="artel-profile__sessions">
        <p className="artel-profile__muted">{t('security.endAllHint')}</p>
        <Button intent="danger" outlined disabled={busy} text={t('security.endAll')} onClick={() => void endAll()} />
      </div>
    </Card>
  );
}
