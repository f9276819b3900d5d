import { Classes } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';

/** Stands in for the module list while it loads: three grey lines instead of a premature «no modules». */
export function ModuleListSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <ul className="artel-dashboard__module-list" aria-busy="true" aria-label={t('dashboard.modulesLoading')}>
      {[0, 1, 2].map((index) => (
        <li key={index} className={Classes.SKELETON}>
          {t('dashboard.modulesLoading')}
        </li>
      ))}
    </ul>
  );
}
