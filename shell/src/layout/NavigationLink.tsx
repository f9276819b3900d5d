import { Icon, type IconName } from '@blueprintjs/core';
import { Link, useTranslation } from '@artel/sdk';
import { type NavigationItem } from '@artel/sdk/host';
import { lazy } from 'react';
import { LazyPopover } from './lazyPopover/LazyPopover';

const NavigationTooltip = lazy(() =>
  import(/* webpackChunkName: "layout-popovers" */ './NavigationTooltip').then((module) => ({ default: module.NavigationTooltip })),
);

const TOOLTIP_DELAY_MS = 300;

interface NavigationLinkProps {
  item: NavigationItem;
  active: boolean;
  iconOnly: boolean;
}

export function NavigationLink({ item, active, iconOnly }: NavigationLinkProps) {
  const { t } = useTranslation();
  const title = t(item.title, { defaultValue: item.title });
  const link = (
    <Link
      to={item.path}
      className={`artel-nav-link${active ? ' artel-nav-link--active' : ''}`}
      aria-current={active ? 'page' : undefined}
      aria-label={iconOnly ? title : undefined}
    >
      <Icon icon={item.icon as IconName} aria-hidden />
      {!iconOnly && <span className="artel-nav-link__title">{title}</span>}
      {!iconOnly && item.badge !== undefined && <span className="artel-nav-link__badge">{item.badge}</span>}
    </Link>
  );
  if (!iconOnly) return link;
  return (
    <LazyPopover
      interaction="hover"
      hoverOpenDelay={TOOLTIP_DELAY_MS}
      renderPopover={(anchor) => <NavigationTooltip anchor={anchor} title={title} hoverOpenDelay={TOOLTIP_DELAY_MS} />}
    >
      {link}
    </LazyPopover>
  );
}
