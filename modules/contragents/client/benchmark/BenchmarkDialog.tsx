/**
 * Creating a benchmark or editing its title, need and criteria: each with a weight (its share of the total shown
 * as typed), scored as a number (with which direction is better) or a 1–5 grade. A new one starts with price,
 * quality, delivery time and payment terms; any criterion can be renamed, removed or added.
 */
import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { type FieldErrors, fieldErrorsOf, useFormDirty, useTranslation } from '@artel/sdk';
import { type FormEvent, useState } from 'react';
import { benchmarksApi } from '../api/benchmarksApi';
import type { Benchmark, CriterionKind, Direction } from '../api/benchmarkTypes';
import { failureText } from '../errors';
import { FormDialog } from '../forms/FormDialog';
import { TextField } from '../forms/TextField';
import { MODULE_ID } from '../moduleId';
import { criteriaFields, criterionRowOf, type CriterionRow, defaultCriteria, weightShares } from './benchmarkModel';

export function BenchmarkDialog({
  benchmark,
  onClose,
  onSaved,
}: {
  benchmark?: Benchmark;
  onClose(): void;
  onSaved(benchmark: Benchmark): void;
}) {
  const { t } = useTranslation(MODULE_ID);
  const [loaded] = useState(() => ({
    title: benchmark?.title ?? '',
    need: benchmark?.need ?? '',
    rows: benchmark ? benchmark.criteria.map(criterionRowOf) : defaultCriteria(t),
  }));
  const [title, setTitle] = useState(loaded.title);
  const [need, setNeed] = useState(loaded.need);
  const [rows, setRows] = useState<CriterionRow[]>(loaded.rows);
  const guard = useFormDirty({ title, need, rows }, loaded);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shares = weightShares(rows);

  const setRow = (index: number, change: Partial<CriterionRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      const fields = { title: title.trim(), need: need.trim(), criteria: criteriaFields(rows) };
      const saved = benchmark ? await benchmarksApi.update(benchmark.id, fields) : await benchmarksApi.create(fields);
      guard.markSaved();
      onSaved(saved);
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(byField);
      const shown = Object.keys(byField).some((field) => field === 'title' || /^criteria\.\d+\.(name|weight|kind|direction)$/.test(field));
      if (!shown) setFailure(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={benchmark ? t('benchmark.dialogEdit') : t('benchmark.dialogCreate')}
      wide
      onClose={guard.askBeforeClosing(onClose)}
      onSubmit={submit}
      saving={saving}
      failure={failure}
      cancelLabel={t('benchmark.cancel')}
      submitLabel={t('benchmark.save')}
    >
      <TextField
        id="benchmark-title"
        label={t('benchmark.name')}
        value={title}
        onChange={setTitle}
        error={errors.title}
        placeholder={t('benchmark.namePlaceholder')}
        required
        autoFocus
      />
      <TextField
        id="benchmark-need"
        label={t('benchmark.need')}
        value={need}
        onChange={setNeed}
        error={errors.need}
        placeholder={t('benchmark.needPlaceholder')}
        multiline
      />
      <fieldset className="contragents-fieldset">
        <legend>{t('benchmark.criteria')}</legend>
        {rows.map((row, index) => {
          const number = index + 1;
          const at = `criteria.${index}`;
          const rowError = errors[`${at}.name`] ?? errors[`${at}.weight`] ?? errors[`${at}.kind`] ?? errors[`${at}.direction`];
          return (
            <div key={index} className="contragents-criterion" role="group" aria-label={`${t('benchmark.criterion')} ${number}`}>
              <InputGroup
                aria-label={t('benchmark.criterionName', { number })}
                value={row.name}
                intent={errors[`${at}.name`] ? 'danger' : 'none'}
                onChange={(event) => setRow(index, { name: event.target.value })}
                className="contragents-criterion__name"
              />
              <InputGroup
                aria-label={t('benchmark.weightOf', { number })}
                value={row.weight}
                inputMode="decimal"
                intent={errors[`${at}.weight`] ? 'danger' : 'none'}
                onChange={(event) => setRow(index, { weight: event.target.value })}
                rightElement={<span className="contragents-criterion__share">{shares[index] === null ? '' : `${shares[index]}%`}</span>}
                className="contragents-criterion__weight"
              />
              <HTMLSelect
                aria-label={t('benchmark.kindOf', { number })}
                value={row.kind}
                onChange={(event) => setRow(index, { kind: event.target.value as CriterionKind })}
              >
                <option value="numeric">{t('benchmark.kinds.numeric')}</option>
                <option value="grade">{t('benchmark.kinds.grade')}</option>
              </HTMLSelect>
              {row.kind === 'numeric' && (
                <HTMLSelect
                  aria-label={t('benchmark.directionOf', { number })}
                  value={row.direction}
                  onChange={(event) => setRow(index, { direction: event.target.value as Direction })}
                >
                  <option value="lowerIsBetter">{t('benchmark.directions.lowerIsBetter')}</option>
                  <option value="higherIsBetter">{t('benchmark.directions.higherIsBetter')}</option>
                </HTMLSelect>
              )}
              <Button
                variant="minimal"
                icon="trash"
                intent="danger"
                aria-label={t('benchmark.removeCriterion', { number })}
                onClick={() => setRows(rows.filter((_, at) => at !== index))}
              />
              {rowError && (
                <div className="contragents-criterion__error" role="alert">
                  {rowError}
                </div>
              )}
            </div>
          );
        })}
        <Button
          icon="add"
          variant="minimal"
          onClick={() => setRows([...rows, { name: '', weight: '10', kind: 'grade', direction: 'higherIsBetter' }])}
        >
          {t('benchmark.addCriterion')}
        </Button>
      </fieldset>
    </FormDialog>
  );
}
