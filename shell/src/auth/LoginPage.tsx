import { Button } from '@blueprintjs/core';
import { Link, showToast, useTranslation } from '@artel/sdk';
import { loginFx, useInstanceSettings } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { AuthCard } from './AuthCard';
import { authErrorMessage } from './authErrorMessage';
import { type AuthFormErrors, validateAuthForm } from './authFormValidation';
import { EmailPasswordFields } from './EmailPasswordFields';

export function LoginPage() {
  const { t } = useTranslation('shell');
  const { registration } = useInstanceSettings();
  const [login, pending] = useUnit([loginFx, loginFx.pending]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const found = validateAuthForm({ email, password }, 'login');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      await login({ email: email.trim(), password });
      showToast({ message: t('auth.loginSuccess'), intent: 'success' });
    } catch (error) {
      setFailure(authErrorMessage(error, t('auth.loginFailed')));
    }
  };

  return (
    <AuthCard
      title={t('auth.loginTitle')}
      error={failure}
      onSubmit={submit}
      footer={
        registration !== 'closed' && (
          <>
            <span>{t('auth.noAccount')}</span>
            <Link to={`/auth/register${window.location.search}`}>{t('auth.toRegister')}</Link>
          </>
        )
      }
    >
      <EmailPasswordFields
        email={email}
        password={password}
        errors={errors}
        passwordAutoComplete="current-password"
        onEmail={setEmail}
        onPassword={setPassword}
        autoFocusEmail
      />
      <Button type="submit" intent="primary" fill loading={pending} text={t('auth.login')} />
    </AuthCard>
  );
}
