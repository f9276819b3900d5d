import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { api, Link, navigate, showToast, useTranslation } from '@artel/sdk';
import { useState } from 'react';
import { LOGIN_PATH } from '../routing/authRedirect';
import { AuthCard } from './AuthCard';
import { authErrorMessage } from './authErrorMessage';

const MIN_PASSWORD_LENGTH = 8;

/** /auth/reset?token=…: the one-time link a platform admin issued sets a new password (issue 15). */
export function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const passwordError = password.length < MIN_PASSWORD_LENGTH ? t('auth.passwordTooShort') : null;
  const repeatError = repeat !== password ? t('auth.reset.mismatch') : null;

  const submit = async () => {
    setTried(true);
    if (passwordError || repeatError) return;
    setPending(true);
    setFailure(null);
    try {
      await api.post('/auth/password-reset', { token, password }, { anonymous: true });
      showToast({ message: t('auth.reset.done'), intent: 'success' });
      navigate(LOGIN_PATH);
    } catch (error) {
      setFailure(authErrorMessage(error, t('auth.reset.failed')));
      setPending(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.reset.title')}
      error={failure}
      onSubmit={() => void submit()}
      footer={<Link to={LOGIN_PATH}>{t('auth.toLogin')}</Link>}
    >
      {token === '' ? (
        <Callout intent="warning">{t('auth.reset.noToken')}</Callout>
      ) : (
        <>
          <p>{t('auth.reset.hint')}</p>
          <FormGroup
            label={t('auth.reset.password')}
            labelFor="reset-password"
            intent={tried && passwordError ? 'danger' : 'none'}
            helperText={tried ? passwordError : undefined}
          >
            <InputGroup
              id="reset-password"
              type="password"
              autoComplete="new-password"
              autoFocus
              value={password}
              onValueChange={setPassword}
            />
          </FormGroup>
          <FormGroup
            label={t('auth.reset.repeat')}
            labelFor="reset-repeat"
            intent={tried && repeatError ? 'danger' : 'none'}
            helperText={tried ? repeatError : undefined}
          >
            <InputGroup id="reset-repeat" type="password" autoComplete="new-password" value={repeat} onValueChange={setRepeat} />
          </FormGroup>
          <Button type="submit" intent="primary" fill loading={pending} text={t('auth.reset.submit')} />
        </>
      )}
    </AuthCard>
  );
}
