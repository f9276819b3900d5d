/** The module's sections above each of its pages: partners, the benchmark and the three document lists. */
import { Classes } from '@blueprintjs/core';
import { Link, useTranslation } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import { benchmarksPath, documentsPath, partnersPath } from '../paths';

export type ContragentsSection = 'partners' | 'benchmark' | 'invoices' | 'acts' | 'contracts';

const SECTIONS: Array<{ id: ContragentsSection; path: () => string }> = [
  { id: 'partners', path: partnersPath },
  { id: 'benchmark', path: benchmarksPath },
  { id: 'invoices', path: () => documentsPath('invoices') },
  { id: 'acts', path: () => documentsPath('acts') },
  { id: 'contracts', path: () => documentsPath('contracts') },
];

export function ContragentsNav({ current }: { current: ContragentsSection }) {
  const { t } = useTranslation(MODULE_ID);
  return (
    <nav className="contragents-nav" aria-label={t('nav.sections')}>
      {SECTIONS.map((section) => (
        <Link
          key={section.id}
          to={section.path()}
          className={`${Classes.BUTTON} ${Classes.MINIMAL}${section.id === current ? ` ${Classes.ACTIVE}` : ''}`}
          aria-current={section.id === current ? 'page' : undefined}
        >
          {t(`nav.${section.id}`)}
        </Link>
      ))}
    </nav>
  );
}
