import { Link, useTranslation } from '@artel/sdk';
import { $location } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { MARKETPLACE_NAMESPACE } from './i18n/marketplaceTranslations';

export const MARKETPLACE_PATH = '/marketplace';

const SECTIONS = [
  { key: 'catalog', path: MARKETPLACE_PATH },
  { key: 'installed', path: `${MARKETPLACE_PATH}/installed` },
  { key: 'updates', path: `${MARKETPLACE_PATH}/updates` },
  { key: 'developer', path: `${MARKETPLACE_PATH}/developer` },
] as const;

/** The marketplace's own sections, as links (Tab moves through them, Enter opens one). */
export function MarketplaceNav() {
  const { t } = useTranslation(MARKETPLACE_NAMESPACE);
  const { pathname } = useUnit($location);
  return (
    <nav className="artel-marketplace__nav" aria-label={t('nav.label')}>
      {SECTIONS.map(({ key, path }) => {
        const current = pathname === path;
        return (
          <Link
            key={key}
            to={path}
            className={`bp6-button bp6-minimal${current ? ' bp6-active' : ''}`}
            aria-current={current ? 'page' : undefined}
          >
            {t(`nav.${key}`)}
          </Link>
        );
      })}
    </nav>
  );
}

/** The header every marketplace page shares: its title and the sections. */
export function MarketplaceHeader({ title }: { title: string }) {
  return (
    <header className="artel-page-header artel-marketplace__header">
      <h1 className="bp6-heading">{title}</h1>
      <MarketplaceNav />
    </header>
  );
}
