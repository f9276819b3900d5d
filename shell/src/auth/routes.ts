import { lazyPage } from '../routing/lazyPage';
import type { ShellRoute } from '../routing/shellRoute';
import { LoginPage } from './LoginPage';

// The sign-in page is where a signed-out visit lands, so it stays in the first load; the others are fetched when opened.
const RegisterPage = lazyPage(() => import(/* webpackChunkName: "auth-pages" */ './RegisterPage'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import(/* webpackChunkName: "auth-pages" */ './ResetPasswordPage'), 'ResetPasswordPage');
const ForgotPasswordPage = lazyPage(() => import(/* webpackChunkName: "auth-pages" */ './ForgotPasswordPage'), 'ForgotPasswordPage');

export const authRoutes: ShellRoute[] = [
  { pattern: '/auth/login', component: LoginPage, guest: true, bare: true },
  { pattern: '/auth/register', component: RegisterPage, guest: true, bare: true },
  { pattern: '/auth/reset', component: ResetPasswordPage, guest: true, bare: true },
  { pattern: '/auth/forgot', component: ForgotPasswordPage, guest: true, bare: true },
];
