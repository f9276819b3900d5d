import { useTranslation } from '@artel/sdk';
import { $location } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { $sidebarCollapsed } from './layoutModel';
import { isActivePath } from './navigationAccess';
import { NavigationLink } from './NavigationLink';
import { SIDEBAR_SECTIONS, useVisibleNavigation } from './useVisibleNavigation';

export function Sidebar() {
  const { t } = useTranslation('shell');
  const [collapsed, location] = useUnit([$sidebarCollapsed, $location]);
  const sections = useVisibleNavigation();
  return (
    <nav
      className={`artel-sidebar${collapsed ? ' artel-sidebar--collapsed' : ''}`}
      aria-label={t('sidebar.label')}
      data-collapsed={collapsed}
    >
      {SIDEBAR_SECTIONS.filter((section) => sections[section].length > 0).map((section) => (
        <section key={section} className="artel-sidebar__section" aria-labelledby={`sidebar-section-${section}`}>
          <h3 id={`sidebar-section-${section}`} className={collapsed ? 'artel-visually-hidden' : 'artel-sidebar__heading'}>
            {t(`sidebar.${section}`)}
          </h3>
          <ul className="artel-sidebar__list">
            {sections[section].map((item) => (
              <li key={item.id}>
                <NavigationLink item={item} active={isActivePath(item.path, location.pathname)} iconOnly={collapsed} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
