import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import {
  $preferredLegalEntity,
  $selectedLegalEntityId,
  clearPreferredLegalEntityFx,
  type LegalEntity,
  legalEntitySelected,
  setPreferredLegalEntityFx,
} from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import type { ChangeEvent } from 'react';

const NONE = '';

/**
 * The two choices a user makes among their organisations: the preferred one (kept on the server for the
 * profile) and the selected one (remembered on this device as selectedLegalEntityId).
 */
export function OrganisationChoices({ legalEntities }: { legalEntities: LegalEntity[] }) {
  const { t } = useTranslation('profile');
  const [preferred, selectedId, select] = useUnit([$preferredLegalEntity, $selectedLegalEntityId, legalEntitySelected]);
  const options = legalEntities.map((entity) => ({ value: entity.id, label: entity.name }));
  // With none chosen, what is offered by default is the primary one (the «Основное» badge): the choice says so.
  const primary = legalEntities.find((entity) => entity.isPrimary);
  const noneChosen = primary ? t('preferredNoneFallsBack', { name: primary.name }) : t('preferredNone');
  const choosePreferred = (event: ChangeEvent<HTMLSelectElement>) => {
    const id = event.target.value;
    const done = id === NONE ? clearPreferredLegalEntityFx() : setPreferredLegalEntityFx(id);
    done.catch(() => {
      // Toasted by the effect.
    });
  };
  return (
    <div className="artel-profile__choices">
      <FormGroup label={t('preferred')} labelFor="profile-preferred-organisation" helperText={t('preferredHint')}>
        <HTMLSelect
          id="profile-preferred-organisation"
          value={preferred?.id ?? NONE}
          onChange={choosePreferred}
          options={[{ value: NONE, label: noneChosen }, ...options]}
        />
      </FormGroup>
      <FormGroup label={t('selected')} labelFor="profile-selected-organisation" helperText={t('selectedHint')}>
        <HTMLSelect
          id="profile-selected-organisation"
          value={selectedId ?? NONE}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => select(event.target.value || null)}
          options={selectedId ? options : [{ value: NONE, label: t('preferredNone') }, ...options]}
        />
      </FormGroup>
    </div>
  );
}
