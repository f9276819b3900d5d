/**
 * State of the legal entity form: values, which fields were left (errors show after blur or submit),
 * SPEC §5 rules from the SDK, the server's INN uniqueness check and the server's own refusals.
 */
import {
  type LegalEntityFormField,
  type LegalEntityFormValues,
  LEGAL_ENTITY_FORM_FIELDS,
  normalizeLegalEntityForm,
  validateLegalEntityForm,
  type ValidationIssue,
} from '@artel/sdk/host';
import { useMemo, useState } from 'react';
import { fieldInputId } from './legalEntityFields';
import { type FieldMessages, serverFieldErrors } from './serverFieldErrors';
import { useInnUniqueness } from './useInnUniqueness';

export type FieldError = { issue: ValidationIssue } | { text: string } | { innTaken: true };

export interface LegalEntityFormOptions<R> {
  initialValues: LegalEntityFormValues;
  /** The entity being edited: its own INN is not a conflict. */
  excludeId?: string;
  /** Saves the values; a rejection with field problems shows them on the fields. */
  onSubmit(values: LegalEntityFormValues): Promise<R>;
}

function firstIssues(issues: ValidationIssue[]): Map<string, ValidationIssue> {
  const byField = new Map<string, ValidationIssue>();
  for (const issue of issues) if (!byField.has(issue.field)) byField.set(issue.field, issue);
  return byField;
}

function focusField(field: string): void {
  document.getElementById(fieldInputId(field as LegalEntityFormField))?.focus();
}

export function useLegalEntityForm<R>({ initialValues, excludeId, onSubmit }: LegalEntityFormOptions<R>) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<LegalEntityFormField>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [submitting, setSubmitting] = useState(false);

  const issues = useMemo(() => firstIssues(validateLegalEntityForm(values)), [values]);
  const taxId = values.taxId.trim();
  const inn = useInnUniqueness(taxId, { enabled: Boolean(taxId) && !issues.has('taxId'), ...(excludeId ? { excludeId } : {}) });

  const errorOf = (field: LegalEntityFormField): FieldError | null => {
    const serverText = serverErrors[field];
    if (serverText) return { text: serverText };
    const issue = issues.get(field);
    if (issue && touched.has(field)) return { issue };
    if (field === 'taxId' && inn.status === 'taken') return { innTaken: true };
    return null;
  };

  const change = (field: LegalEntityFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  };

  const blur = (field: LegalEntityFormField) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  };

  /** What the save answered, or null when the form stays open (its own checks or the server's refusal). */
  const submit = async (): Promise<{ saved: R } | null> => {
    setTouched(new Set(LEGAL_ENTITY_FORM_FIELDS));
    const [firstIssue] = issues.values();
    if (firstIssue) {
      focusField(firstIssue.field);
      return null;
    }
    setSubmitting(true);
    try {
      if (await inn.check(taxId)) {
        focusField('taxId');
        return null;
      }
      return { saved: await onSubmit(normalizeLegalEntityForm(values)) };
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      setServerErrors(fromServer);
      const [firstField] = LEGAL_ENTITY_FORM_FIELDS.filter((field) => fromServer[field]);
      if (firstField) focusField(firstField);
      return null;
    } finally {
      setSubmitting(false);
    }
  };

  return { values, change, blur, errorOf, submit, submitting, innStatus: inn.status };
}
