/** /modules/telegram/settings — the module's settings in this workspace (changed in the marketplace's module settings). */
import { Callout, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import { telegramSdk } from '../telegramSdk';
import { TelegramNav } from './TelegramNav';

const SHOWN = ['confidenceThreshold', 'maxMessageHistory', 'reconnectInterval', 'sessionTimeout', 'timeZone'] as const;

export function SettingsPage() {
  const { t } = useTranslation(MODULE_ID);
  const config = telegramSdk().config.use();
  return (
    <section className="telegram-page">
      <h1 className="bp6-heading">{t('settings.title')}</h1>
      <TelegramNav />
      <Callout intent="primary">{t('settings.hint')}</Callout>
      <HTMLTable>
        <tbody>
          {SHOWN.map((key) => (
            <tr key={key}>
              <td>{t(`settings.${key}`)}</td>
              <td data-testid={`telegram-setting-${key}`}>{String(config[key] ?? '')}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
