/**
 * Adding a candidate: a new company by name (and INN, needed later to make it a partner), or an existing partner
 * found by typing its name or INN — then its name and INN come from the partner.
 */
import { Button, FormGroup, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { type FieldErrors, fieldErrorsOf, useFormDirty, useTranslation } from '@artel/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { benchmarksApi } from '../api/benchmarksApi';
import { partnersApi } from '../api/partnersApi';
import type { Partner } from '../api/partnerTypes';
import { failureText } from '../errors';
import { MODULE_ID } from '../moduleId';

const SUGGESTIONS = 5;
const NOTHING_TYPED = { name: '', inn: '', partnerId: null };

export function AddCandidateForm({ benchmarkId, onAdded }: { benchmarkId: string; onAdded(): void }) {
  const { t } = useTranslation(MODULE_ID);
  const [name, setName] = useState('');
  const [inn, setInn] = useState('');
  const [partner, setPartner] = useState<Partner | null>(null);
  const [suggestions, setSuggestions] = useState<Partner[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  useFormDirty({ name, inn, partnerId: partner?.id ?? null }, NOTHING_TYPED);

  useEffect(() => {
    const text = name.trim();
    if (partner || text.length < 2) {
      setSuggestions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      partnersApi.list({ search: text, pageSize: SUGGESTIONS, deleted: 'exclude' }).then(
        (answer) => current && setSuggestions(answer.partners),
        () => current && setSuggestions([]),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [name, partner]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await benchmarksApi.addCandidate(benchmarkId, partner ? { partnerId: partner.id } : { name: name.trim(), inn: inn.trim() });
      setName('');
      setInn('');
      setPartner(null);
      setErrors({});
      onAdded();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(Object.keys(byField).length ? byField : { name: failureText(error) });
    } finally {
      setSaving(false);
    }
  };

  const nameError = errors.name ?? errors.partnerId;
  return (
    <form onSubmit={submit} className="contragents-add-candidate" aria-label={t('benchmark.addCandidate')}>
      <FormGroup
        label={t('benchmark.candidateName')}
        labelFor="candidate-name"
        intent={nameError ? 'danger' : 'none'}
        helperText={nameError}
      >
        <InputGroup
          id="candidate-name"
          value={partner ? partner.name : name}
          readOnly={partner !== null}
          intent={nameError ? 'danger' : 'none'}
          onChange={(event) => setName(event.target.value)}
          rightElement={
            partner ? (
              <Button variant="minimal" icon="cross" aria-label={t('benchmark.noPartner')} onClick={() => setPartner(null)} />
            ) : undefined
          }
        />
      </FormGroup>
      {suggestions.length > 0 && (
        <Menu aria-label={t('benchmark.fromPartner')} className="contragents-suggestions">
          <li className="contragents-muted">{t('benchmark.fromPartner')}</li>
          {suggestions.map((suggestion) => (
            <MenuItem
              key={suggestion.id}
              icon="people"
              text={suggestion.name}
              label={suggestion.inn}
              onClick={() => setPartner(suggestion)}
            />
          ))}
        </Menu>
      )}
      {!partner && (
        <FormGroup
          label={t('benchmark.candidateInn')}
          labelFor="candidate-inn"
          intent={errors.inn ? 'danger' : 'none'}
          helperText={errors.inn}
        >
          <InputGroup id="candidate-inn" value={inn} inputMode="numeric" onChange={(event) => setInn(event.target.value)} />
        </FormGroup>
      )}
      <Button type="submit" icon="add" loading={saving} disabled={!partner && !name.trim()}>
        {t('benchmark.add')}
      </Button>
    </form>
  );
}
