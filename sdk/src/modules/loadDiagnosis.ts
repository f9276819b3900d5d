/**
 * Watches a module's load for what would explain its failure (script-src violations the page reports while it
 * imports) and, only when it fails, fetches the classifier (`loadErrorCause`, with its texts) to say why.
 */
import { ModuleError } from './registry/moduleErrors';

/** Runs a module's load; a failure becomes a ModuleError whose message says why. */
export type LoadDiagnosis = <T>(moduleId: string, url: string, load: () => Promise<T>) => Promise<T>;

export interface LoadDiagnosisEnvironment {
  /** Where the page reports CSP violations (the document). */
  violations: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  fetch: typeof fetch;
  /** What a relative bundle URL is relative to (the document's base URI). */
  baseUrl: string;
}

export function createLoadDiagnosis(environment: LoadDiagnosisEnvironment): LoadDiagnosis {
  return async (moduleId, bundleUrl, load) => {
    const url = new URL(bundleUrl, environment.baseUrl).href;
    const blockedScripts: string[] = [];
    const listener = (event: Event) => {
      const violation = event as SecurityPolicyViolationEvent;
      if (violation.effectiveDirective?.startsWith('script-src')) blockedScripts.push(violation.blockedURI);
    };
    environment.violations.addEventListener('securitypolicyviolation', listener);
    try {
      return await load();
    } catch (error) {
      if (error instanceof ModuleError && error.code === 'LOAD_TIMEOUT') throw error;
      const { explainLoadFailure } = await import(/* webpackChunkName: "load-error" */ './loadErrorCause');
      throw (await explainLoadFailure({ moduleId, url, error, blockedScripts, fetch: environment.fetch })) ?? error;
    } finally {
      environment.violations.removeEventListener('securitypolicyviolation', listener);
    }
  };
}
