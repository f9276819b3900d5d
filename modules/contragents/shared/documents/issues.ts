/**
 * Validation results carry i18n keys of the module's namespace, never texts, in the same shape as the SDK's
 * validation issues: the route layer and the client translate them with their own i18next instance.
 */
export type IssueParams = Record<string, string | number>;

export interface DocumentIssue {
  field: string;
  key: string;
  params?: IssueParams;
}

export function issue(field: string, key: string, params?: IssueParams): DocumentIssue {
  return params ? { field, key, params } : { field, key };
}
