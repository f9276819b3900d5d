import type { ShellRoute } from '../routing/shellRoute';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';

export const authRoutes: ShellRoute[] = [
  { pattern: '/auth/login', component: LoginPage, guest: true, bare: true },
  { pattern: '/auth/register', component: RegisterPage, guest: true, bare: true },
  { pattern: '/auth/reset', component: ResetPasswordPage, guest: true, bare: true },
];
