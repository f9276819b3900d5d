/** What a module page shows to a role that may not use it: why, and the way back to the module's main page. */
import { i18n, SDK_NAMESPACE, useTranslation } from '../i18n/i18n';
import { Link } from '../router/router';

export function NoAccessPage({ homePath }: { homePath: string }) {
  const { t } = useTranslation(SDK_NAMESPACE, { i18n });
  return (
    <section className="artel-module-no-access" role="alert">
      <h1>{t('modules.noAccess.title')}</h1>
      <p>{t('modules.noAccess.explanation')}</p>
      <Link to={homePath}>{t('modules.noAccess.back')}</Link>
    </section>
  );
}
