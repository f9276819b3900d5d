import { Tooltip } from '@blueprintjs/core';
import type { PopoverAnchor } from './lazyPopover/LazyPopover';

interface NavigationTooltipProps {
  anchor: PopoverAnchor;
  title: string;
  hoverOpenDelay: number;
}

/** The collapsed sidebar's tooltip (lazy, see NavigationLink): the link's title to its right. */
export function NavigationTooltip({ anchor, title, hoverOpenDelay }: NavigationTooltipProps) {
  return <Tooltip {...anchor} content={title} placement="right" hoverOpenDelay={hoverOpenDelay} />;
}
