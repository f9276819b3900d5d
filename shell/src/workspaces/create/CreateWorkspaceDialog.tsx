import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { Link, navigate, useFormDirty } from '@artel/sdk';
import { $legalEntities, $selectedLegalEntityId, type CreatedInvitation, createWorkspaceFx, loadLegalEntitiesFx } from '@artel/sdk/host';
import { canManageLegalEntity } from '../../organisations/legalEntityRights';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { InvitationLink } from '../appearance/InvitationLink';
import { useWorkspacesTranslation } from '../i18n/workspacesTranslations';
import { $createWorkspaceDialogOpen, createWorkspaceDialogClosed } from './createWorkspaceDialogModel';
import { LegalEntitySelect } from './LegalEntitySelect';
import { WorkspaceLookFields } from './WorkspaceLookFields';
import {
  type CreateWorkspaceFieldErrors,
  type CreateWorkspaceFormValues,
  createWorkspaceErrors,
  createWorkspaceParams,
  initialCreateWorkspaceValues,
} from './createWorkspaceForm';

const LEGAL_ENTITY_CREATE_PATH = '/profile/legal-entities/create';

/** SPEC §2 'Create Workspace' modal: Russian labels, SPEC §5 checks, then the invitation links to pass on. */
export function CreateWorkspaceDialog() {
  const { t } = useWorkspacesTranslation();
  const [isOpen, legalEntities, selectedLegalEntityId, creating, close] = useUnit([
    $createWorkspaceDialogOpen,
    $legalEntities,
    $selectedLegalEntityId,
    createWorkspaceFx.pending,
    createWorkspaceDialogClosed,
  ]);
  // Only an organisation's owners and admins may create workspaces under it; the server refuses the rest.
  const activeEntities = legalEntities.filter((entity) => entity.isActive && canManageLegalEntity(entity));
  const defaultEntity = activeEntities.find((entity) => entity.id === selectedLegalEntityId) ?? activeEntities[0] ?? null;
  const [values, setValues] = useState<CreateWorkspaceFormValues>(() => initialCreateWorkspaceValues(null));
  const [errors, setErrors] = useState<CreateWorkspaceFieldErrors>({});
  const [links, setLinks] = useState<CreatedInvitation[] | null>(null);
  const defaultEntityId = defaultEntity?.id ?? null;
  // The dialog stays mounted when closed; only an open form holds work.
  const blank = initialCreateWorkspaceValues(defaultEntityId);
  const guard = useFormDirty(isOpen && !links ? values : blank, blank);
  const closeForm = guard.askBeforeClosing(close);

  // Every opening starts from an empty form; the organisation is filled in below once it is known.
  useEffect(() => {
    if (!isOpen) return;
    setValues(initialCreateWorkspaceValues(null));
    setErrors({});
    setLinks(null);
    if ($legalEntities.getState().length === 0) void loadLegalEntitiesFx().catch(() => undefined);
  }, [isOpen]);

  useEffect(() => {
    if (isOpen && defaultEntityId) {
      setValues((current) => (current.legalEntityId ? current : { ...current, legalEntityId: defaultEntityId }));
    }
  }, [isOpen, defaultEntityId]);

  const set = <K extends keyof CreateWorkspaceFormValues>(field: K, value: CreateWorkspaceFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = createWorkspaceErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const created = await createWorkspaceFx(createWorkspaceParams(values));
      guard.markSaved();
      navigate(`/workspaces/${created.id}`);
      if (created.invitations.length > 0) setLinks(created.invitations);
      else close();
    } catch {
      // The workspace model has already shown SPEC §8's toast; the form stays as it was.
    }
  };

  const fieldError = (field: keyof CreateWorkspaceFieldErrors) =>
    errors[field] ? { helperText: errors[field], intent: 'danger' as const } : {};

  if (links) {
    return (
      <Dialog isOpen={isOpen} onClose={close} title={t('create.invitationLinks')} icon="link">
        <DialogBody>
          <p>{t('create.invitationLinksHint')}</p>
          {links.map((invitation) => (
            <FormGroup key={invitation.id} label={invitation.email}>
              <InvitationLink acceptUrl={invitation.acceptUrl} label={t('permissions.inviteLink', { email: invitation.email })} />
            </FormGroup>
          ))}
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text={t('create.done')} onClick={close} />} />
      </Dialog>
    );
  }

  return (
    <Dialog isOpen={isOpen} onClose={closeForm} title={t('create.title')} icon="new-object">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <FormGroup label={t('create.name')} labelFor="create-workspace-name" labelInfo="*" {...fieldError('name')}>
            <InputGroup
              id="create-workspace-name"
              autoFocus
              value={values.name}
              placeholder={t('create.namePlaceholder')}
              onValueChange={(value) => set('name', value)}
              intent={errors.name ? 'danger' : 'none'}
              aria-invalid={errors.name ? true : undefined}
            />
          </FormGroup>
          <FormGroup label={t('create.description')} labelFor="create-workspace-description" {...fieldError('description')}>
            <TextArea
              id="create-workspace-description"
              fill
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
            />
          </FormGroup>
          <RadioGroup
            label={t('create.kind')}
            inline
            selectedValue={values.isPersonal ? 'personal' : 'shared'}
            onChange={(event) => set('isPersonal', event.currentTarget.value === 'personal')}
          >
            <Radio value="shared" label={t('kind.shared')} />
            <Radio value="personal" label={t('kind.personal')} />
          </RadioGroup>
          <WorkspaceLookFields
            isPersonal={values.isPersonal}
            visibility={values.visibility}
            icon={values.icon}
            color={values.color}
            onChange={set}
          />
          <FormGroup
            label={t('create.legalEntity')}
            labelFor="create-workspace-legal-entity"
            labelInfo="*"
            {...fieldError('legalEntityId')}
          >
            {activeEntities.length === 0 ? (
              <Callout intent="warning">
                {t('create.noLegalEntities')}{' '}
                <Link
                  to={LEGAL_ENTITY_CREATE_PATH}
                  onClick={(event) => {
                    event.preventDefault();
                    guard.askBeforeClosing(() => {
                      close();
                      navigate(LEGAL_ENTITY_CREATE_PATH);
                    })();
                  }}
                >
                  {t('create.createLegalEntity')}
                </Link>
              </Callout>
            ) : (
              <LegalEntitySelect
                id="create-workspace-legal-entity"
                value={values.legalEntityId}
                entities={activeEntities}
                emptyLabel={t('create.chooseLegalEntity')}
                onChange={(legalEntityId) => set('legalEntityId', legalEntityId)}
              />
            )}
          </FormGroup>
          {!values.isPersonal && (
            <FormGroup
              label={t('create.inviteEmails')}
              labelFor="create-workspace-invites"
              {...(errors.inviteEmails ? fieldError('inviteEmails') : { helperText: t('create.inviteEmailsHint') })}
            >
              <TextArea
                id="create-workspace-invites"
                fill
                value={values.inviteText}
                onChange={(event) => set('inviteText', event.target.value)}
              />
            </FormGroup>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('common.cancel')} onClick={closeForm} />
              <Button type="submit" intent="primary" text={t('create.submit')} loading={creating} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
