/**
 * Why a module's bundle did not load, told in the user's language, like Grafana's pluginLoadError: the page's
 * CSP refused the script, its server refused CORS or did not answer, the file is missing, the code threw, or
 * what loaded is no module. SystemJS says only "Error loading <url>" for the first four, so the loader's
 * failure is examined: script-src violations seen while importing, then a probe of the URL with fetch.
 */
import { addTranslations, i18n, SDK_NAMESPACE } from '../i18n/i18n';
import { describeModuleFailure, ModuleError } from '../registry/moduleErrors';
import ru from './locales/ru.json';

addTranslations(SDK_NAMESPACE, { ru, en: () => import(/* webpackChunkName: "i18n-en" */ './locales/en.json') });

export type ModuleLoadCause = keyof typeof ru.moduleLoad;

/** What fetching the bundle's URL again showed: an HTTP status, or why there was none. */
export type BundleProbe = { status: number } | { refused: 'cors' | 'unreachable' };

export interface LoadFailureEvidence {
  /** The bundle's absolute URL. */
  url: string;
  /** What the import threw. */
  error: unknown;
  /** blockedURI of each script-src violation the page reported while importing. */
  blockedScripts: readonly string[];
  probe: () => Promise<BundleProbe>;
}

const blocks = (blocked: string, url: string) => /^https?:/.test(blocked) && (blocked === url || url.startsWith(`${blocked.replace(/\/$/, '')}/`));

/** The innermost error: the retry's "Retry exhausted" and the loader's wrapper carry the real one as their cause. */
function rootError(error: unknown): unknown {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current;
}

/** SystemJS's error #3: the script element failed, so none of the bundle's code ran. */
const scriptDidNotRun = (error: unknown) => error instanceof Error && /^Error loading |SystemJS Error#3\b/.test(error.message);

/**
 * Null when the evidence names no cause: the file is there and fetches, yet the script element failed (its
 * integrity did not match, say), which SPEC §8's message reports as well as anything here could.
 */
export async function classifyLoadFailure(evidence: LoadFailureEvidence): Promise<ModuleLoadCause | null> {
  if (evidence.error instanceof ModuleError && evidence.error.code === 'INVALID_MODULE') return 'notAModule';
  if (evidence.blockedScripts.some((blocked) => blocks(blocked, evidence.url))) return 'csp';
  const probe = await evidence.probe();
  if ('refused' in probe) return probe.refused;
  if (probe.status === 404 || probe.status === 410) return 'notFound';
  if (probe.status >= 400) return 'httpError';
  return scriptDidNotRun(rootError(evidence.error)) ? null : 'evaluation';
}

/** A cors fetch fails on a refused CORS check and on a dead server alike; a no-cors one fails only on the latter. */
export async function probeBundle(fetcher: typeof fetch, url: string): Promise<BundleProbe> {
  const attempt = (mode: RequestMode) => fetcher(url, { mode, cache: 'no-store', credentials: 'omit' });
  try {
    return { status: (await attempt('cors')).status };
  } catch {
    try {
      await attempt('no-cors');
      return { refused: 'cors' };
    } catch {
      return { refused: 'unreachable' };
    }
  }
}

export function loadFailureMessage(cause: ModuleLoadCause, values: { id: string; url: string; status?: number; error: unknown }): string {
  return i18n.t(`${SDK_NAMESPACE}:moduleLoad.${cause}`, {
    id: values.id,
    url: values.url,
    origin: new URL(values.url).origin,
    status: values.status,
    detail: describeModuleFailure(rootError(values.error)),
    interpolation: { escapeValue: false },
  });
}

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
      let status: number | undefined;
      const probe = async () => {
        const result = await probeBundle(environment.fetch, url);
        if ('status' in result) status = result.status;
        return result;
      };
      const cause = await classifyLoadFailure({ url, error, blockedScripts, probe });
      if (cause === null) throw error;
      const code = cause === 'notAModule' ? 'INVALID_MODULE' : 'LOAD_FAILED';
      throw new ModuleError(code, loadFailureMessage(cause, { id: moduleId, url, status, error }), { moduleId, cause: error });
    } finally {
      environment.violations.removeEventListener('securitypolicyviolation', listener);
    }
  };
}
