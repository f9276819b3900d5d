import { formatDate, useTranslation } from '@artel/sdk';
import { type ChangelogEntry } from '@artel/sdk/host';
import { MARKETPLACE_NAMESPACE } from '../i18n/marketplaceTranslations';

export function ChangelogList({ entries }: { entries: readonly ChangelogEntry[] }) {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  if (entries.length === 0) return <p>{t('detail.noChangelog')}</p>;
  return (
    <ol className="artel-marketplace__changelog">
      {entries.map((entry) => (
        <li key={entry.version}>
          <strong>{entry.version}</strong> <time dateTime={entry.date}>{formatDate(entry.date)}</time>
          <ul>
            {entry.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
