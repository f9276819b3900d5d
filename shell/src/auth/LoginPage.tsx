import { Button, Callout } from '@blueprintjs/core';
import { Link, showToast, useTranslation } from '@artel/sdk';
import { instanceDisplayName, loginFx, sessionEndedElsewhere, useInstanceSettings } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { AuthCard } from './AuthCard';
import { authErrorMessage } from './authErrorMessage';
import { type AuthFormErrors, validateAuthForm } from './authFormValidation';
import { EmailPasswordFields } from './EmailPasswordFields';
import { InvitationNotice, useAuthInvitation } from './InvitationNotice';

export function LoginPage() {
  const { t } = useTranslation('shell');
  const settings = useInstanceSettings();
  const [login, pending] = useUnit([loginFx, loginFx.pending]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sessionEnded] = useState(sessionEndedElsewhere);
  const invitation = useAuthInvitation(setEmail);

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
      title={t('auth.loginTitle', { name: instanceDisplayName(settings) })}
      error={failure}
      onSubmit={submit}
      footer={
        settings.registration !== 'closed' && (
          <>
            <span>{t('auth.noAccount')}</span>
            <Link to={`/auth/register${window.location.search}`}>{t('auth.toRegister')}</Link>
          </>
        )
      }
    >
      {sessionEnded && (
        <Callout intent="warning" icon="time" className="artel-auth__notice">
          {t('auth.sessionEnded')}
        </Callout>
      )}
      <InvitationNotice lookup={invitation} />
      <EmailPasswordFields
        email={email}
        password={password}
        errors={errors}
        passwordAutoComplete="current-password"
        onEmail={setEmail}
        onPassword={setPassword}
        autoFocusEmail
      />
      <div className="artel-auth__forgot">
        <Link to="/auth/forgot">{t('auth.forgot.link')}</Link>
      </div>
      <Button type="submit" intent="primary" fill loading={pending} text={t('auth.login')} />
    </AuthCard>
  );
}
