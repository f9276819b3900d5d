import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { Link, showToast, useTranslation } from '@artel/sdk';
import { instanceDisplayName, registerFx, useInstanceSettings } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { AuthCard } from './AuthCard';
import { authErrorMessage } from './authErrorMessage';
import { type AuthFormErrors, validateAuthForm } from './authFormValidation';
import { EmailPasswordFields } from './EmailPasswordFields';
import { InvitationNotice, useAuthInvitation } from './InvitationNotice';

export function RegisterPage() {
  const { t } = useTranslation('shell');
  const settings = useInstanceSettings();
  const [register, pending] = useUnit([registerFx, registerFx.pending]);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const invitation = useAuthInvitation(setEmail);
  // Issue 31: the form is offered only to someone the server would register, not refused after submit.
  const invited = invitation.kind === 'found' && invitation.preview.status === 'open';
  const closedNotice =
    settings.registration === 'closed'
      ? 'auth.registrationClosed'
      : settings.registration === 'invite_only' && !invited && invitation.kind !== 'loading'
        ? 'auth.inviteOnly'
        : null;

  const submit = async () => {
    if (closedNotice) return;
    const found = validateAuthForm({ email, password }, 'register');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      await register({ email: email.trim(), password, name: name.trim() || undefined });
      showToast({ message: t('auth.registerSuccess'), intent: 'success' });
    } catch (error) {
      setFailure(authErrorMessage(error, t('auth.registerFailed')));
    }
  };

  return (
    <AuthCard
      title={t('auth.registerTitle', { name: instanceDisplayName(settings) })}
      error={failure}
      onSubmit={submit}
      footer={
        <>
          <span>{t('auth.haveAccount')}</span>
          <Link to={`/auth/login${window.location.search}`}>{t('auth.toLogin')}</Link>
        </>
      }
    >
      <InvitationNotice lookup={invitation} />
      {closedNotice ? (
        <Callout intent="primary" icon="lock" title={t(`${closedNotice}.title`)}>
          {t(`${closedNotice}.text`)}
        </Callout>
      ) : (
        <>
          <FormGroup label={t('auth.name')} labelFor="auth-name">
            <InputGroup
              id="auth-name"
              autoComplete="name"
              autoFocus
              placeholder={t('auth.namePlaceholder')}
              value={name}
              onValueChange={setName}
            />
          </FormGroup>
          <EmailPasswordFields
            email={email}
            password={password}
            errors={errors}
            passwordAutoComplete="new-password"
            onEmail={setEmail}
            onPassword={setPassword}
          />
          <Button type="submit" intent="primary" fill loading={pending} text={t('auth.register')} />
        </>
      )}
    </AuthCard>
  );
}
