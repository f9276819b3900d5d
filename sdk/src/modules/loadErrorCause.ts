/**
 * Why a module's bundle did not load, told in the user's language, like Grafana's pluginLoadError: the page's
 * CSP refused the script, its server refused CORS or did not answer, the file is missing, the code threw, or
 * what loaded is no module. SystemJS says only "Error loading <url>" for the first four, so the loader's
 * failure is examined: script-src violations seen while importing, then a probe of the URL with fetch.
 */
import { addTranslations, i18n, type Language, loadLanguage, SDK_NAMESPACE } from '../i18n/i18n';
import { describeModuleFailure, ModuleError } from './registry/moduleErrors';
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

const blocks = (blocked: string, url: string) =>
  /^https?:/.test(blocked) && (blocked === url || url.startsWith(`${blocked.replace(/\/$/, '')}/`));

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

/** What a failed load showed, examined only once it has failed. */
export interface LoadFailure {
  moduleId: string;
  url: string;
  error: unknown;
  blockedScripts: string[];
  fetch: typeof fetch;
}

/** The failure as a ModuleError that says why, in the interface's language; null when nothing names a cause. */
export async function explainLoadFailure({
  moduleId,
  url,
  error,
  blockedScripts,
  fetch: fetcher,
}: LoadFailure): Promise<ModuleError | null> {
  let status: number | undefined;
  const probe = async () => {
    const result = await probeBundle(fetcher, url);
    if ('status' in result) status = result.status;
    return result;
  };
  const cause = await classifyLoadFailure({ url, error, blockedScripts, probe });
  if (cause === null) return null;
  await loadLanguage(i18n.language as Language);
  const code = cause === 'notAModule' ? 'INVALID_MODULE' : 'LOAD_FAILED';
  return new ModuleError(code, loadFailureMessage(cause, { id: moduleId, url, status, error }), { moduleId, cause: error });
}
