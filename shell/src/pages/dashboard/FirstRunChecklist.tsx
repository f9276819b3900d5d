import { Button, Card, H4, Icon } from '@blueprintjs/core';
import { Link, showToast, useTranslation } from '@artel/sdk';
import { useState } from 'react';
import { createWorkspaceDialogOpened } from '../../workspaces/create/createWorkspaceDialogModel';
import { type OnboardingState, type OnboardingStep, useOnboarding } from './useOnboarding';
import './firstRunChecklist.css';

const STEPS: OnboardingStep[] = ['organisation', 'workspace', 'invite', 'module'];

function StepAction({ step, state }: { step: OnboardingStep; state: OnboardingState }) {
  const { t } = useTranslation('shell');
  const text = t(`onboarding.steps.${step}.action`);
  switch (step) {
    case 'organisation':
      return <Link to="/profile/legal-entities/create">{text}</Link>;
    case 'workspace':
      return <Button small icon="add" text={text} onClick={() => createWorkspaceDialogOpened()} />;
    case 'invite':
      return state.inviteWorkspaceId ? (
        <Link to={`/workspaces/${state.inviteWorkspaceId}/permissions`}>{text}</Link>
      ) : (
        <span className="artel-onboarding__wait">{t('onboarding.steps.invite.needsWorkspace')}</span>
      );
    case 'module':
      return <Link to="/marketplace">{text}</Link>;
  }
}

/**
 * «С чего начать» on the dashboard (issue 31): organisation, shared workspace, an invitation, a module —
 * each ticked from what the server holds. Gone once all are done, or for good once the user hides it.
 */
export function FirstRunChecklist() {
  const { t } = useTranslation('shell');
  const { lookup, dismiss } = useOnboarding();
  const [hiding, setHiding] = useState(false);
  if (lookup.kind !== 'loaded') return null;
  const { state } = lookup;
  const done = STEPS.filter((step) => state.steps[step]).length;
  if (state.dismissed || done === STEPS.length) return null;

  const hide = async () => {
    setHiding(true);
    try {
      await dismiss();
    } catch {
      showToast({ message: t('onboarding.loadFailed'), intent: 'danger' });
      setHiding(false);
    }
  };

  return (
    <Card className="artel-onboarding" aria-labelledby="onboarding-title" role="region">
      <div className="artel-onboarding__head">
        <H4 id="onboarding-title">{t('onboarding.title')}</H4>
        <Button minimal small icon="cross" text={t('onboarding.dismiss')} loading={hiding} onClick={() => void hide()} />
      </div>
      <p className="artel-onboarding__progress">{t('onboarding.progress', { done, total: STEPS.length })}</p>
      <ol className="artel-onboarding__steps">
        {STEPS.map((step) => {
          const complete = state.steps[step];
          return (
            <li key={step} className={complete ? 'artel-onboarding__step artel-onboarding__step--done' : 'artel-onboarding__step'}>
              <Icon
                icon={complete ? 'tick-circle' : 'circle'}
                intent={complete ? 'success' : 'none'}
                title={complete ? t('onboarding.done') : t('onboarding.todo')}
              />
              <div className="artel-onboarding__text">
                <strong>{t(`onboarding.steps.${step}.label`)}</strong>
                <span className="artel-onboarding__hint">{t(`onboarding.steps.${step}.hint`)}</span>
              </div>
              {!complete && (
                <div className="artel-onboarding__action">
                  <StepAction step={step} state={state} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
