import { navigate } from '@artel/sdk';
import { $isAuthenticated, $location } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { AppLayout } from '../layout/AppLayout';
import { ModuleOutlet } from '../pages/ModuleOutlet';
import { NotFoundPage } from '../pages/NotFoundPage';
import { resolveShellRoute } from './resolveShellRoute';
import { SHELL_ROUTES } from './shellRoutes';

export function ShellRouter() {
  const [location, isAuthenticated] = useUnit([$location, $isAuthenticated]);
  const resolution = resolveShellRoute(SHELL_ROUTES, location.pathname, location.search, isAuthenticated);
  const redirectTo = resolution.kind === 'redirect' ? resolution.to : null;

  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo]);

  switch (resolution.kind) {
    case 'redirect':
      return null;
    case 'page': {
      const { route, params } = resolution;
      const page = <route.component params={params} />;
      return route.bare ? page : <AppLayout>{page}</AppLayout>;
    }
    case 'module':
      return (
        <AppLayout>
          <ModuleOutlet moduleId={resolution.moduleId} />
        </AppLayout>
      );
    case 'notFound':
      return (
        <AppLayout>
          <NotFoundPage path={location.pathname} />
        </AppLayout>
      );
  }
}
