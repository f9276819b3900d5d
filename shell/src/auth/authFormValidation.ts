/** Client-side checks run before a sign-in or sign-up request; the server checks again. */

export interface AuthFormValues {
  name?: string;
  email: string;
  password: string;
}

export type AuthFormErrors = Partial<Record<'email' | 'password', string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

/** Returns i18n keys of the 'shell' namespace, keyed by field. */
export function validateAuthForm(values: AuthFormValues, mode: 'login' | 'register'): AuthFormErrors {
  const errors: AuthFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'auth.emailRequired';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'auth.emailInvalid';
  if (!values.password) errors.password = 'auth.passwordRequired';
  else if (mode === 'register' && values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'auth.passwordTooShort';
  return errors;
}
