import { Callout, Icon } from '@blueprintjs/core';
import type { FlowCatalog, TestRunResult, TestRunStep, TriggerSpec } from '../../api/flowTypes';
import { useFlowsTranslation } from '../../i18n/flowsTranslations';
import { useStepLabel } from '../../useStepLabel';

const branchTaken = (step: TestRunStep) => (step.output as { result?: boolean } | null)?.result === true;

interface TestRunResultViewProps {
  result: TestRunResult;
  trigger: TriggerSpec | undefined;
  catalog: FlowCatalog | null;
}

/** A dry run's answer: each condition's verdict with the values it read, then each step's exact effect. */
export function TestRunResultView({ result, trigger, catalog }: TestRunResultViewProps) {
  const { t, localized } = useFlowsTranslation();
  const actionLabel = useStepLabel(catalog);
  const fieldLabel = (key: string) => localized(trigger?.fields.find((field) => field.key === key)?.label) || key;

  return (
    <section aria-label={t('test.result')}>
      {result.conditions.length > 0 && (
        <ul aria-label={t('test.conditions')} className="artel-flow-verdicts">
          {result.conditions.map((condition, index) => (
            <li key={index} className="artel-flow-verdicts__item">
              <Icon icon={condition.passed ? 'tick-circle' : 'cross-circle'} intent={condition.passed ? 'success' : 'danger'} />
              <span>
                {t(condition.passed ? 'test.conditionHeld' : 'test.conditionFailed', { number: index + 1 })}
                {condition.actual.map(({ field, value }) => (
                  <span key={field}>{t('test.actualValue', { field: fieldLabel(field), value: value || t('test.emptyValue') })}</span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Callout intent={result.conditionsPassed ? 'success' : 'warning'}>
        {t(result.conditionsPassed ? 'test.conditionsPassed' : 'test.conditionsFailed')}
      </Callout>
      {result.steps.length > 0 && (
        <>
          <p>{t('test.nothingChanged')}</p>
          <ol className="artel-flow-steps">
            {result.steps.map((step) => (
              <li key={step.stepId} className="artel-flow-steps__item">
                <strong>{actionLabel(step.action)}</strong>
                {step.action === 'if' && <p>{t(branchTaken(step) ? 'test.branchYes' : 'test.branchNo')}</p>}
                {step.wouldDo && <p>{step.wouldDo}</p>}
                {step.error && <Callout intent="danger">{step.error}</Callout>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
