import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import type { AuthFormErrors } from './authFormValidation';

interface EmailPasswordFieldsProps {
  email: string;
  password: string;
  errors: AuthFormErrors;
  passwordAutoComplete: 'current-password' | 'new-password';
  onEmail(value: string): void;
  onPassword(value: string): void;
  autoFocusEmail?: boolean;
}

export function EmailPasswordFields(props: EmailPasswordFieldsProps) {
  const { t } = useTranslation('shell');
  const { errors } = props;
  return (
    <>
      <FormGroup
        label={t('auth.email')}
        labelFor="auth-email"
        intent={errors.email ? 'danger' : 'none'}
        helperText={errors.email ? t(errors.email) : undefined}
      >
        <InputGroup
          id="auth-email"
          type="email"
          autoComplete="email"
          autoFocus={props.autoFocusEmail}
          value={props.email}
          intent={errors.email ? 'danger' : 'none'}
          onValueChange={props.onEmail}
        />
      </FormGroup>
      <FormGroup
        label={t('auth.password')}
        labelFor="auth-password"
        intent={errors.password ? 'danger' : 'none'}
        helperText={errors.password ? t(errors.password) : undefined}
      >
        <InputGroup
          id="auth-password"
          type="password"
          autoComplete={props.passwordAutoComplete}
          value={props.password}
          intent={errors.password ? 'danger' : 'none'}
          onValueChange={props.onPassword}
        />
      </FormGroup>
    </>
  );
}
