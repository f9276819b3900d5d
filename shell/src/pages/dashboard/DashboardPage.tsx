import { Card, H1, H4, Icon, type IconName } from '@blueprintjs/core';
import { $user, Link, moduleRegistry, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';

export function DashboardPage() {
  const { t } = useTranslation('shell');
  const { t: tNav } = useTranslation();
  const [user, modules] = useUnit([$user, moduleRegistry.$modules]);
  const active = Object.values(modules).filter(
    (entry) => entry.state === 'active' && entry.definition.navigationItem !== undefined,
  );
  return (
    <>
      <header className="artel-page-header">
        <H1>{t('dashboard.title')}</H1>
      </header>
      <Card className="artel-dashboard__welcome">
        <H4>{t('dashboard.greeting', { name: user?.name ?? '' })}</H4>
        <p>{t('dashboard.intro')}</p>
      </Card>
      <section className="artel-dashboard__modules" aria-labelledby="dashboard-modules">
        <h2 id="dashboard-modules" className="bp6-heading">
          {t('dashboard.modulesTitle')}
        </h2>
        {active.length === 0 ? (
          <p>{t('dashboard.noModules')}</p>
        ) : (
          <ul className="artel-dashboard__module-list">
            {active.map(({ definition }) => (
              <li key={definition.id}>
                <Link to={definition.path}>
                  <Icon icon={(definition.icon ?? 'cube') as IconName} aria-hidden /> {tNav(definition.name, { defaultValue: definition.name })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
