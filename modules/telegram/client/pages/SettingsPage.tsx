/** /modules/telegram/settings — the module's settings in this workspace, and where they are changed. */
import { Callout, HTMLTable } from '@blueprintjs/core';
import { Link, useTranslation } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import { telegramSdk } from '../telegramSdk';
import { settingValue } from './settingValues';
import { TelegramNav } from './TelegramNav';

const SHOWN = ['confidenceThreshold', 'maxMessageHistory', 'reconnectInterval', 'sessionTimeout', 'timeZone'] as const;
const MARKETPLACE_SETTINGS = `/marketplace/modules/${MODULE_ID}/settings`;

export function SettingsPage() {
  const { t, i18n } = useTranslation(MODULE_ID);
  const config = telegramSdk().config.use();
  return (
    <section className="telegram-page">
      <h1 className="bp6-heading">{t('settings.title')}</h1>
      <TelegramNav />
      <Callout intent="primary">
        {t('settings.hint')} <Link to={MARKETPLACE_SETTINGS}>{t('settings.change')}</Link>
      </Callout>
      <HTMLTable>
        <tbody>
          {SHOWN.map((key) => (
            <tr key={key}>
              <th scope="row">{t(`settings.${key}`)}</th>
              <td data-testid={`telegram-setting-${key}`}>{settingValue(key, config[key], i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
