import { Button, NonIdealState } from '@blueprintjs/core';
import { navigate, useTranslation } from '@artel/sdk';
import { HOME_PATH } from '../routing/authRedirect';

export function NotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation('shell');
  return (
    <NonIdealState
      icon="search"
      title={t('notFound.title')}
      description={t('notFound.description', { path })}
      action={<Button intent="primary" text={t('notFound.home')} onClick={() => navigate(HOME_PATH)} />}
    />
  );
}
