/**
 * Stands in for @blueprintjs/icons in bundles of ours (consumerConfig.mjs aliases it here). The icons package
 * lives only in the @blueprintjs/core vendor bundle, with the loader that fetches icon paths on demand; Blueprint
 * packages beyond core (datetime, and select through it) import a few icon components by name, which are drawn
 * here with core's shared Icon. A Blueprint package that imports another icon fails the build until it is added.
 */
import { Icon, IconSize } from '@blueprintjs/core';
import { createElement, forwardRef } from 'react';

export { IconSize };

const iconComponent = (icon) => forwardRef((props, ref) => createElement(Icon, { ...props, icon, ref }));

export const ChevronLeftIcon = iconComponent('chevron-left');
export const ChevronRightIcon = iconComponent('chevron-right');
export const CrossIcon = iconComponent('cross');
export const SearchIcon = iconComponent('search');
