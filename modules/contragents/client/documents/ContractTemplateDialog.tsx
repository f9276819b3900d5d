/**
 * «Шаблон договора»: the workspace's contract text with its placeholders, what each one prints, and where the
 * organisation's signers are set (the module's settings). Owners and admins edit, save or return to the default;
 * everyone else reads. The server refuses a template with an unknown or missing placeholder, and says which.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, Spinner, TextArea } from '@blueprintjs/core';
import { Link, showToast, useTranslation } from '@artel/sdk';
import { useEffect, useState } from 'react';
import { contragentsPermissions } from '../contragentsPermissions';
import { failureText } from '../errors';
import { MODULE_ID } from '../moduleId';
import { documentsApi } from './documentsApi';
import type { ContractTemplateSettings } from './documentTypes';

const MODULE_SETTINGS_PATH = `/marketplace/modules/${MODULE_ID}/settings`;

export function ContractTemplateDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(MODULE_ID);
  const canEdit = contragentsPermissions.useCan()('document.settings');
  const [settings, setSettings] = useState<ContractTemplateSettings | null>(null);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const show = (loaded: ContractTemplateSettings) => {
    setSettings(loaded);
    setText(loaded.template);
  };
  useEffect(() => {
    documentsApi.contractTemplate().then(show, (error) => setFailure(failureText(error, 'errors.loadFailed')));
  }, []);

  async function run(action: () => Promise<ContractTemplateSettings>, done: string) {
    setSaving(true);
    setFailure(null);
    try {
      show(await action());
      showToast({ message: t(done), intent: 'success' });
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog isOpen onClose={onClose} title={t('contractSettings.title')} className="documents-editor contract-template">
      <DialogBody>
        <Callout icon="person" className="contract-template__signers">
          {t('contractSettings.signersHint')} <Link to={MODULE_SETTINGS_PATH}>{t('contractSettings.signersLink')}</Link>
        </Callout>
        {failure && (
          <Callout intent="danger" role="alert">
            {failure}
          </Callout>
        )}
        {settings === null ? (
          !failure && <Spinner size={30} />
        ) : (
          <>
            <FormGroup
              label={settings.isDefault ? t('contractSettings.defaultLabel') : t('contractSettings.ownLabel')}
              labelFor="contract-template-text"
              helperText={t('contractSettings.syntax')}
            >
              <TextArea
                id="contract-template-text"
                className="contract-template__text"
                fill
                readOnly={!canEdit}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
              />
            </FormGroup>
            <p className="bp6-text-muted">{t('contractSettings.placeholdersTitle')}</p>
            <ul className="contract-template__placeholders">
              {settings.placeholders.map((name) => (
                <li key={name}>
                  <code>{`{${name}}`}</code> — {t(`contractSettings.placeholders.${name}`)}
                </li>
              ))}
            </ul>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {canEdit && settings && !settings.isDefault && (
              <Button
                icon="reset"
                loading={saving}
                onClick={() => void run(documentsApi.resetContractTemplate, 'contractSettings.resetDone')}
              >
                {t('contractSettings.reset')}
              </Button>
            )}
            <Button onClick={onClose}>{t('contractSettings.close')}</Button>
            {canEdit && settings && (
              <Button
                intent="primary"
                loading={saving}
                disabled={text === settings.template}
                onClick={() => void run(() => documentsApi.saveContractTemplate(text), 'contractSettings.saved')}
              >
                {t('contractSettings.save')}
              </Button>
            )}
          </>
        }
      />
    </Dialog>
  );
}
