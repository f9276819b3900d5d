import { validateAuthForm } from './authFormValidation';

describe('auth form validation', () => {
  it('requires a valid e-mail and a password', () => {
    expect(validateAuthForm({ email: '', password: '' }, 'login')).toEqual({
      email: 'auth.emailRequired',
      password: 'auth.passwordRequired',
    });
    expect(validateAuthForm({ email: 'anna@', password: 'x' }, 'login')).toEqual({ email: 'auth.emailInvalid' });
    expect(validateAuthForm({ email: ' anna@example.test ', password: 'x' }, 'login')).toEqual({});
  });

  it('asks for at least 8 characters only when registering', () => {
    expect(validateAuthForm({ email: 'a@b.ru', password: 'short' }, 'register')).toEqual({
      password: 'auth.passwordTooShort',
    });
    expect(validateAuthForm({ email: 'a@b.ru', password: 'long enough' }, 'register')).toEqual({});
  });
});
