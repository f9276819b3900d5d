import { Button } from '@blueprintjs/core';
import { navigate, useTranslation } from '@artel/sdk';
import {
  activateLegalEntityFx,
  deactivateLegalEntityFx,
  type LegalEntity,
  makePrimaryLegalEntityFx,
  togglePreferredLegalEntityFx,
} from '@artel/sdk/host';
import { useState } from 'react';
import { canDeleteLegalEntity, canManageLegalEntity } from './legalEntityRights';

interface Props {
  entity: LegalEntity;
  onDelete(entity: LegalEntity): void;
}

/** The row's actions (SPEC §4 'Legal entity'); the effects toast the outcome, so a failure needs no handling here. */
export function LegalEntityActions({ entity, onDelete }: Props) {
  const { t } = useTranslation('organisations');
  const [busy, setBusy] = useState(false);
  const run = (action: (id: string) => Promise<unknown>) => async () => {
    setBusy(true);
    try {
      await action(entity.id);
    } catch {
      // Toasted by the effect.
    } finally {
      setBusy(false);
    }
  };
  const manage = canManageLegalEntity(entity);
  return (
    <div className="artel-legal-entity-actions" role="group" aria-label={t('actions.menu', { name: entity.name })}>
      {!entity.isPrimary && (
        <Button
          size="small"
          variant="minimal"
          icon="star-empty"
          disabled={busy}
          text={t('actions.makePrimary')}
          onClick={run(makePrimaryLegalEntityFx)}
        />
      )}
      <Button
        size="small"
        variant="minimal"
        icon={entity.isPreferred ? 'bookmark' : 'add-to-artifact'}
        disabled={busy}
        text={t(entity.isPreferred ? 'actions.unmarkPreferred' : 'actions.markPreferred')}
        onClick={run(togglePreferredLegalEntityFx)}
      />
      {manage && (
        <Button
          size="small"
          variant="minimal"
          icon={entity.isActive ? 'disable' : 'tick-circle'}
          disabled={busy}
          text={t(entity.isActive ? 'actions.deactivate' : 'actions.activate')}
          onClick={run(entity.isActive ? deactivateLegalEntityFx : activateLegalEntityFx)}
        />
      )}
      {manage && (
        <Button
          size="small"
          variant="minimal"
          icon="edit"
          disabled={busy}
          text={t('actions.edit')}
          onClick={() => navigate(`/profile/legal-entities/${encodeURIComponent(entity.id)}/edit`)}
        />
      )}
      {canDeleteLegalEntity(entity) && (
        <Button
          size="small"
          variant="minimal"
          intent="danger"
          icon="trash"
          disabled={busy}
          text={t('actions.delete')}
          onClick={() => onDelete(entity)}
        />
      )}
    </div>
  );
}
