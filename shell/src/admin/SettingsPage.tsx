import { Button, Card, H1, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { useEffect, useState } from 'react';
import { type InstanceHealth, loadInstanceHealth } from './instanceHealth';
import { InstanceSettingsForm } from './InstanceSettingsForm';
import './admin.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; health: InstanceHealth };

/** /admin/settings: what an admin sets for the instance, and the facts the server exposes about it. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadInstanceHealth().then(
      (health) => current && setState({ status: 'loaded', health }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return (
    <>
      <header className="artel-page-header">
        <H1>{t('settings.title')}</H1>
      </header>
      <InstanceSettingsForm />
      {state.status === 'loading' && <Spinner />}
      {state.status === 'failed' && (
        <NonIdealState
          icon="error"
          title={t('settings.loadFailed')}
          action={<Button text={t('settings.retry')} onClick={() => setAttempt((n) => n + 1)} />}
        />
      )}
      {state.status === 'loaded' && (
        <Card className="artel-admin">
          <H3>{t('settings.instance')}</H3>
          <dl className="artel-admin__facts">
            <dt>{t('settings.status')}</dt>
            <dd>{t('settings.statusOk')}</dd>
            <dt>{t('settings.database')}</dt>
            <dd>{t(`settings.databases.${state.health.database}`)}</dd>
            <dt>{t('settings.version')}</dt>
            <dd>{state.health.version}</dd>
          </dl>
        </Card>
      )}
    </>
  );
}
