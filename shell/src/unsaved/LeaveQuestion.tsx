import { LazyComponentSlot, lazyComponent } from '@artel/sdk';
import { $discardQuestion, $leaveRequest, answerDiscard, leavePage, stayOnPage } from '@artel/sdk/host';
import { useUnit } from 'effector-react';

const UnsavedChangesAlert = lazyComponent(
  () => import(/* webpackChunkName: "unsaved-alert" */ './UnsavedChangesAlert'),
  'UnsavedChangesAlert',
);

/**
 * The question the unsaved-changes guard asks before a navigation would drop typed work, or before a dialog
 * holding typed work closes.
 */
export function LeaveQuestion() {
  const [request, discarding] = useUnit([$leaveRequest, $discardQuestion]);
  if (!request && !discarding) return null;
  return (
    <LazyComponentSlot component={UnsavedChangesAlert} fallback={null}>
      {request ? (
        <UnsavedChangesAlert purpose="leave" onLeave={leavePage} onStay={() => stayOnPage()} />
      ) : (
        <UnsavedChangesAlert purpose="close" onLeave={() => answerDiscard(true)} onStay={() => answerDiscard(false)} />
      )}
    </LazyComponentSlot>
  );
}
