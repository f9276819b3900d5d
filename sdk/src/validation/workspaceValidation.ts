/** Create Workspace rules (SPEC §5 'Create workspace', §9 'Workspace and notification display'). */
import { validateEmail } from './contactFormats';
import { VALIDATION_MESSAGE_KEYS as K } from './validationMessageKeys';
import type { ValidationIssue } from './validationTypes';
import {
  WORKSPACE_COLORS,
  WORKSPACE_DESCRIPTION_MAX_LENGTH,
  WORKSPACE_ICONS,
  WORKSPACE_NAME_MAX_LENGTH,
  WORKSPACE_NAME_MIN_LENGTH,
  WORKSPACE_VISIBILITIES,
  type WorkspaceVisibility,
} from './workspaceConstants';

/** What the Create Workspace modal or POST /workspaces sends; missing values take their defaults. */
export interface WorkspaceInput {
  name?: string | null;
  description?: string | null;
  isPersonal?: boolean | null;
  visibility?: string | null;
  icon?: string | null;
  color?: string | null;
  inviteEmails?: readonly string[] | null;
}

/** The input as it should be stored: trimmed, personal ones private and without invitations. */
export interface NormalizedWorkspaceInput {
  name: string;
  description: string;
  isPersonal: boolean;
  visibility: WorkspaceVisibility;
  icon: string | null;
  color: string | null;
  /** Valid, lowercased, each address once. */
  inviteEmails: string[];
}

export interface WorkspaceValidationResult {
  errors: ValidationIssue[];
  value: NormalizedWorkspaceInput;
}

function isOneOf<T extends string>(choices: readonly T[], value: string): value is T {
  return (choices as readonly string[]).includes(value);
}

/** Characters as people count them: an emoji is one, not two UTF-16 units. */
function lengthOf(text: string): number {
  return Array.from(text).length;
}

function nameIssues(name: string): ValidationIssue[] {
  if (!name) return [{ field: 'name', key: K.workspaceNameRequired }];
  if (lengthOf(name) < WORKSPACE_NAME_MIN_LENGTH) {
    return [{ field: 'name', key: K.workspaceNameTooShort, params: { min: WORKSPACE_NAME_MIN_LENGTH } }];
  }
  if (lengthOf(name) > WORKSPACE_NAME_MAX_LENGTH) {
    return [{ field: 'name', key: K.workspaceNameTooLong, params: { max: WORKSPACE_NAME_MAX_LENGTH } }];
  }
  return [];
}

function choiceIssue(field: string, key: string, choices: readonly string[], value: string | null): ValidationIssue[] {
  return value !== null && !choices.includes(value) ? [{ field, key, params: { value } }] : [];
}

/** Splits what a person pasted into the invite box ('a@x.ru, b@y.ru; c@z.ru') into addresses. */
export function parseInviteEmails(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/** Trimmed, blank entries skipped, the same address in other letter case counted once. */
function inviteEmailsOf(emails: readonly string[]): { valid: string[]; errors: ValidationIssue[] } {
  const seen = new Set<string>();
  const valid: string[] = [];
  const errors: ValidationIssue[] = [];
  for (const raw of emails) {
    const email = raw.trim();
    const address = email.toLowerCase();
    if (!email || seen.has(address)) continue;
    seen.add(address);
    if (validateEmail(email).ok) valid.push(address);
    else errors.push({ field: 'inviteEmails', key: K.email, params: { email } });
  }
  return { valid, errors };
}

export function validateWorkspaceInput(input: WorkspaceInput): WorkspaceValidationResult {
  const name = (input.name ?? '').trim();
  const description = (input.description ?? '').trim();
  const isPersonal = input.isPersonal === true;
  const requestedVisibility = input.visibility ?? null;
  const icon = input.icon ?? null;
  const color = input.color ?? null;
  // SPEC §5: personal workspaces are private whatever was asked, and nobody is invited to them.
  const invites = isPersonal ? { valid: [], errors: [] } : inviteEmailsOf(input.inviteEmails ?? []);
  const visibilityErrors = isPersonal
    ? []
    : choiceIssue('visibility', K.workspaceVisibilityInvalid, WORKSPACE_VISIBILITIES, requestedVisibility);

  const errors = [
    ...nameIssues(name),
    ...(lengthOf(description) > WORKSPACE_DESCRIPTION_MAX_LENGTH
      ? [{ field: 'description', key: K.workspaceDescriptionTooLong, params: { max: WORKSPACE_DESCRIPTION_MAX_LENGTH } }]
      : []),
    ...visibilityErrors,
    ...choiceIssue('icon', K.workspaceIconInvalid, WORKSPACE_ICONS, icon),
    ...choiceIssue('color', K.workspaceColorInvalid, WORKSPACE_COLORS, color),
    ...invites.errors,
  ];
  const visibility =
    !isPersonal && requestedVisibility !== null && isOneOf(WORKSPACE_VISIBILITIES, requestedVisibility) ? requestedVisibility : 'private';
  return {
    errors,
    value: { name, description, isPersonal, visibility, icon, color, inviteEmails: invites.valid },
  };
}

/**
 * The workspace context's own guard before it calls the server (SPEC §5): its messages are
 * 'Invalid workspace data: name is required' and 'Invalid workspace data: legal entity is required'.
 */
export function validateContextWorkspaceCreation(input: { name?: string | null; legalEntityId?: string | null }): ValidationIssue[] {
  const errors: ValidationIssue[] = [];
  if (!(input.name ?? '').trim()) errors.push({ field: 'name', key: K.workspaceContextNameRequired });
  if (!(input.legalEntityId ?? '').trim()) errors.push({ field: 'legalEntityId', key: K.workspaceContextLegalEntityRequired });
  return errors;
}
