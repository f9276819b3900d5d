/** The Create Workspace form's values and SPEC §5 checks, as field errors in the current language. */
import { i18n } from '@artel/sdk';
import {
  type CreateWorkspaceParams,
  parseInviteEmails,
  validateContextWorkspaceCreation,
  validateWorkspaceInput,
  type ValidationIssue,
  type WorkspaceVisibility,
} from '@artel/sdk/host';

export interface CreateWorkspaceFormValues {
  name: string;
  description: string;
  isPersonal: boolean;
  visibility: WorkspaceVisibility;
  icon: string;
  color: string;
  legalEntityId: string;
  /** What was typed into the invite box: addresses separated by commas, semicolons or new lines. */
  inviteText: string;
}

export type CreateWorkspaceFieldErrors = Partial<Record<'name' | 'description' | 'legalEntityId' | 'inviteEmails', string>>;

export function initialCreateWorkspaceValues(legalEntityId: string | null): CreateWorkspaceFormValues {
  return {
    name: '',
    description: '',
    isPersonal: false,
    visibility: 'private',
    icon: 'office',
    color: 'blue',
    legalEntityId: legalEntityId ?? '',
    inviteText: '',
  };
}

function messageOf(issue: ValidationIssue): string {
  const text = i18n.t(`sdk:${issue.key}`, { ...issue.params });
  // The address itself tells which of several pasted ones is wrong.
  return issue.field === 'inviteEmails' && issue.params?.email ? `${text}: ${issue.params.email}` : text;
}

/** The first problem of each field; empty when the form can be sent. */
export function createWorkspaceErrors(values: CreateWorkspaceFormValues): CreateWorkspaceFieldErrors {
  const { errors } = validateWorkspaceInput({ ...values, inviteEmails: parseInviteEmails(values.inviteText) });
  const contextErrors = validateContextWorkspaceCreation(values).filter((issue) => issue.field === 'legalEntityId');
  const fieldErrors: CreateWorkspaceFieldErrors = {};
  for (const issue of [...errors, ...contextErrors]) {
    const field = issue.field as keyof CreateWorkspaceFieldErrors;
    fieldErrors[field] ??= messageOf(issue);
  }
  return fieldErrors;
}

export function createWorkspaceParams(values: CreateWorkspaceFormValues): CreateWorkspaceParams {
  return {
    name: values.name,
    description: values.description,
    isPersonal: values.isPersonal,
    visibility: values.isPersonal ? 'private' : values.visibility,
    icon: values.icon,
    color: values.color,
    legalEntityId: values.legalEntityId || null,
    inviteEmails: values.isPersonal ? [] : parseInviteEmails(values.inviteText),
  };
}
