/**
 * Who signs the contract for the counterparty — position, full name and the basis of their authority — for the
 * preamble («в лице …, действующего на основании …») and the signature lines of the contract and of the invoices
 * and acts made under it.
 */
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import type { SignerDraft } from './documentTypes';

const FIELDS = ['position', 'name', 'basis'] as const;

interface ContractSignerFieldsProps {
  signer: SignerDraft;
  errors: Record<string, string>;
  onChange(signer: SignerDraft): void;
}

export function ContractSignerFields({ signer, errors, onChange }: ContractSignerFieldsProps) {
  const { t } = useTranslation(MODULE_ID);
  return (
    <fieldset className="documents-editor__signer">
      <legend>{t('contractSettings.signer.legend')}</legend>
      <div className="documents-editor__grid">
        {FIELDS.map((field) => {
          const error = errors[`buyerSigner.${field}`];
          return (
            <FormGroup
              key={field}
              label={t(`contractSettings.signer.${field}`)}
              labelFor={`document-buyerSigner-${field}`}
              helperText={error ?? t(`contractSettings.signer.${field}Hint`)}
              intent={error ? 'danger' : 'none'}
            >
              <InputGroup
                id={`document-buyerSigner-${field}`}
                value={signer[field]}
                onValueChange={(value) => onChange({ ...signer, [field]: value })}
              />
            </FormGroup>
          );
        })}
      </div>
    </fieldset>
  );
}
