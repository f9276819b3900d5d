/** The module's pages, linked from each of them. */
import { Link, useTranslation } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import { authPath, boardLinksPath, dashboardPath, settingsPath } from '../paths';

export function TelegramNav() {
  const { t } = useTranslation(MODULE_ID);
  return (
    <nav className="telegram-nav">
      <Link to={dashboardPath()}>{t('links.dashboard')}</Link>
      <Link to={authPath()}>{t('links.auth')}</Link>
      <Link to={boardLinksPath()}>{t('links.title')}</Link>
      <Link to={settingsPath()}>{t('links.settings')}</Link>
    </nav>
  );
}
