import { $isAuthenticated, $location, navigate } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';
import { AppLayout } from '../layout/AppLayout';
import { DashboardPage } from '../pages/DashboardPage';
import { ModuleOutlet } from '../pages/ModuleOutlet';
import { NotFoundPage } from '../pages/NotFoundPage';
import { resolveShellRoute } from './resolveShellRoute';

export function ShellRouter() {
  const [location, isAuthenticated] = useUnit([$location, $isAuthenticated]);
  const resolution = resolveShellRoute(location.pathname, location.search, isAuthenticated);
  const redirectTo = resolution.kind === 'redirect' ? resolution.to : null;

  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo]);

  if (resolution.kind === 'redirect') return null;
  if (resolution.page === 'login') return <LoginPage />;
  if (resolution.page === 'register') return <RegisterPage />;
  return (
    <AppLayout>
      {resolution.page === 'dashboard' && <DashboardPage />}
      {resolution.page === 'module' && <ModuleOutlet moduleId={resolution.params.moduleId ?? ''} />}
      {resolution.page === 'notFound' && <NotFoundPage path={location.pathname} />}
    </AppLayout>
  );
}
