import { $user } from '@artel/sdk';
import { $navigation, type NavigationItem, type NavigationSection } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { canSeeNavigationItem } from './navigationAccess';

export const SIDEBAR_SECTIONS: NavigationSection[] = ['main', 'workspace', 'modules', 'admin', 'footer'];

export function useVisibleNavigation(): Record<NavigationSection, NavigationItem[]> {
  const [items, user] = useUnit([$navigation, $user]);
  return useMemo(() => {
    const bySection = Object.fromEntries(SIDEBAR_SECTIONS.map((s) => [s, [] as NavigationItem[]])) as Record<
      NavigationSection,
      NavigationItem[]
    >;
    for (const item of items) {
      if (canSeeNavigationItem(item, user)) bySection[item.section].push(item);
    }
    return bySection;
  }, [items, user]);
}
