/** The module's pages, linked from each of them; the configuring ones only for those who may configure. */
import { Link, useCanOpen, useTranslation } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import { authPath, boardLinksPath, dashboardPath, settingsPath } from '../paths';
import { mayConfigure } from '../telegramPermissions';

export function TelegramNav() {
  const { t } = useTranslation(MODULE_ID);
  const configures = useCanOpen(mayConfigure);
  return (
    <nav className="telegram-nav">
      <Link to={dashboardPath()}>{t('links.dashboard')}</Link>
      {configures && (
        <>
          <Link to={authPath()}>{t('links.auth')}</Link>
          <Link to={boardLinksPath()}>{t('links.title')}</Link>
          <Link to={settingsPath()}>{t('links.settings')}</Link>
        </>
      )}
    </nav>
  );
}
