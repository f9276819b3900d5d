import { Button, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { i18n, useFormDirty } from '@artel/sdk';
import { $legalEntities, updateWorkspaceFx, validateWorkspaceInput, type Workspace, type WorkspaceVisibility } from '@artel/sdk/host';
import { canManageLegalEntity } from '../../../organisations/legalEntityRights';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { LegalEntitySelect } from '../../create/LegalEntitySelect';
import { WorkspaceLookFields } from '../../create/WorkspaceLookFields';
import { useWorkspacesTranslation } from '../../i18n/workspacesTranslations';

interface SettingsValues {
  name: string;
  description: string;
  visibility: WorkspaceVisibility;
  icon: string;
  color: string;
  legalEntityId: string;
}

function valuesOf(workspace: Workspace): SettingsValues {
  return {
    name: workspace.name,
    description: workspace.description,
    visibility: workspace.visibility,
    icon: workspace.icon ?? 'office',
    color: workspace.color ?? 'blue',
    legalEntityId: workspace.legalEntityId ?? '',
  };
}

/** Owners and admins change the name, description, visibility, icon, colour and organisation (SPEC §5 rules). */
export function SettingsPanel({ workspace }: { workspace: Workspace }) {
  const { t } = useWorkspacesTranslation();
  const [legalEntities, saving] = useUnit([$legalEntities, updateWorkspaceFx.pending]);
  // A workspace moves only between organisations the caller manages; one they do not manage is shown, not offered.
  const managed = legalEntities.filter(canManageLegalEntity);
  const current = workspace.legalEntityId;
  const canMove = current === null || managed.some((entity) => entity.id === current);
  const choices = canMove || !current ? managed : [{ id: current, name: workspace.legalEntityName ?? current }];
  const [values, setValues] = useState(() => valuesOf(workspace));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const guard = useFormDirty(values, valuesOf(workspace));
  const set = <K extends keyof SettingsValues>(field: K, value: SettingsValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issues = validateWorkspaceInput({ ...values, isPersonal: workspace.isPersonal }).errors;
    const found: Record<string, string> = {};
    for (const issue of issues) found[issue.field] ??= i18n.t(`sdk:${issue.key}`, { ...issue.params });
    setErrors(found);
    if (issues.length > 0) return;
    await updateWorkspaceFx({
      workspaceId: workspace.id,
      changes: {
        name: values.name,
        description: values.description,
        ...(workspace.isPersonal ? {} : { visibility: values.visibility }),
        icon: values.icon,
        color: values.color,
        legalEntityId: values.legalEntityId || null,
      },
    }).then(guard.markSaved, () => undefined);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormGroup
        label={t('create.name')}
        labelFor="workspace-settings-name"
        helperText={errors.name}
        intent={errors.name ? 'danger' : 'none'}
      >
        <InputGroup id="workspace-settings-name" value={values.name} onValueChange={(value) => set('name', value)} />
      </FormGroup>
      <FormGroup
        label={t('create.description')}
        labelFor="workspace-settings-description"
        helperText={errors.description}
        intent={errors.description ? 'danger' : 'none'}
      >
        <TextArea
          id="workspace-settings-description"
          fill
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </FormGroup>
      <WorkspaceLookFields
        isPersonal={workspace.isPersonal}
        visibility={values.visibility}
        icon={values.icon}
        color={values.color}
        onChange={set}
      />
      <FormGroup label={t('create.legalEntity')} labelFor="workspace-settings-legal-entity">
        <LegalEntitySelect
          id="workspace-settings-legal-entity"
          value={values.legalEntityId}
          entities={choices}
          disabled={!canMove}
          emptyLabel={t('detail.noLegalEntity')}
          onChange={(legalEntityId) => set('legalEntityId', legalEntityId)}
        />
      </FormGroup>
      <Button type="submit" intent="primary" text={t('common.save')} loading={saving} />
    </form>
  );
}
