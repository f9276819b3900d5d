import { LazyComponentSlot, lazyComponent } from '@artel/sdk';
import { $leaveRequest } from '@artel/sdk/host';
import { useUnit } from 'effector-react';

const UnsavedChangesAlert = lazyComponent(() => import(/* webpackChunkName: "unsaved-alert" */ './UnsavedChangesAlert'), 'UnsavedChangesAlert');

/** The question the unsaved-changes guard asks before a navigation would drop typed work. */
export function LeaveQuestion() {
  const request = useUnit($leaveRequest);
  if (!request) return null;
  return (
    <LazyComponentSlot component={UnsavedChangesAlert} fallback={null}>
      <UnsavedChangesAlert />
    </LazyComponentSlot>
  );
}
