import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SDK_NAMESPACE } from '../i18n/i18n';
import type { AccessRequirement, AccessVerdict } from './accessDecision';
import { useAccess } from './useAccess';

export interface CanProps extends AccessRequirement {
  /** What happens to a control the user may not use: removed (the default) or shown disabled. */
  fallback?: 'hide' | 'disable';
  /** One control, or a function that renders from the verdict itself. */
  children: ReactElement<{ disabled?: boolean }> | ((access: AccessVerdict) => ReactNode);
}

/**
 * Shows a control only to those allowed to use it, by permission and/or workspace role:
 * `<Can permission="create_boards"><Button … /></Can>`,
 * `<Can permissions={['manage_members', 'invite_members']} role={['owner', 'admin']} fallback="disable">`.
 */
export function Can({ fallback = 'hide', children, ...requirement }: CanProps) {
  const access = useAccess(requirement);
  const { t } = useTranslation(SDK_NAMESPACE);
  if (typeof children === 'function') return <>{children(access)}</>;
  if (access.allowed) return children;
  if (fallback === 'hide' || !isValidElement(children)) return null;
  return cloneElement(children as ReactElement<Record<string, unknown>>, {
    disabled: true,
    'aria-disabled': true,
    title: access.pending ? undefined : t('errors.forbidden'),
  });
}
