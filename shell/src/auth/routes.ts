import type { ShellRoute } from '../routing/shellRoute';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

export const authRoutes: ShellRoute[] = [
  { pattern: '/auth/login', component: LoginPage, guest: true, bare: true },
  { pattern: '/auth/register', component: RegisterPage, guest: true, bare: true },
];
