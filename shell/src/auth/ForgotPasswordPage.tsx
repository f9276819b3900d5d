import { Button, Callout, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { api, Link, useTranslation } from '@artel/sdk';
import { useEffect, useState } from 'react';
import { LOGIN_PATH } from '../routing/authRedirect';
import { AuthCard } from './AuthCard';
import { authErrorMessage } from './authErrorMessage';
import { validateAuthForm } from './authFormValidation';

type Availability = 'loading' | 'selfService' | 'askAdmin';

/**
 * /auth/forgot, «Забыли пароль?» (issue 31): with a mail server the e-mail gets a one-time link; the answer is
 * the same whether or not the address has an account. Without one, the page sends people to an administrator.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const [availability, setAvailability] = useState<Availability>('loading');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api.get<{ selfService: boolean }>('/auth/password-reset/options', { anonymous: true, cache: false }).then(
      (options) => current && setAvailability(options.selfService ? 'selfService' : 'askAdmin'),
      () => current && setAvailability('askAdmin'),
    );
    return () => {
      current = false;
    };
  }, []);

  const submit = async () => {
    if (availability !== 'selfService' || sent) return;
    const found = validateAuthForm({ email, password: 'unused' }, 'login').email;
    setEmailError(found);
    if (found) return;
    setPending(true);
    setFailure(null);
    try {
      await api.post('/auth/password-reset/request', { email: email.trim() }, { anonymous: true });
      setSent(true);
    } catch (error) {
      setFailure(authErrorMessage(error, t('auth.forgot.failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      error={failure}
      onSubmit={() => void submit()}
      footer={<Link to={LOGIN_PATH}>{t('auth.toLogin')}</Link>}
    >
      {availability === 'loading' ? (
        <Spinner size={20} />
      ) : availability === 'askAdmin' ? (
        <Callout intent="primary" icon="person">
          {t('auth.forgot.askAdmin')}
        </Callout>
      ) : sent ? (
        <Callout intent="success" icon="envelope" role="status">
          {t('auth.forgot.sent')}
        </Callout>
      ) : (
        <>
          <p>{t('auth.forgot.hint')}</p>
          <FormGroup
            label={t('auth.email')}
            labelFor="forgot-email"
            intent={emailError ? 'danger' : 'none'}
            helperText={emailError ? t(emailError) : undefined}
          >
            <InputGroup
              id="forgot-email"
              type="email"
              autoComplete="email"
              autoFocus
              value={email}
              intent={emailError ? 'danger' : 'none'}
              onValueChange={setEmail}
            />
          </FormGroup>
          <Button type="submit" intent="primary" fill loading={pending} text={t('auth.forgot.submit')} />
        </>
      )}
    </AuthCard>
  );
}
