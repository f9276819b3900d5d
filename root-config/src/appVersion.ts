/**
 * SPEC §4 'New app version': when the page comes from a build other than the one this browser last ran,
 * local and session storage are cleared, the version is stored again and service workers are unregistered.
 * It runs inline in index.html (boot.ts), before any bundle reads storage.
 */
export const APP_VERSION_STORAGE_KEY = 'artel.appVersion';
export const APP_VERSION_META_NAME = 'artel-version';

export interface AppVersionEnvironment {
  localStorage: Storage;
  sessionStorage: Storage;
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'>;
}

/** The build id index.html was rendered with, or null when the page carries none. */
export function pageAppVersion(doc: Document): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_VERSION_META_NAME}"]`)?.content;
  return content ? content : null;
}

/** @returns true when the version was new and the browser's state was reset. */
export function applyAppVersion(version: string | null, environment: AppVersionEnvironment): boolean {
  if (!version) return false;
  const { localStorage, sessionStorage, serviceWorker } = environment;
  if (localStorage.getItem(APP_VERSION_STORAGE_KEY) === version) return false;
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(APP_VERSION_STORAGE_KEY, version);
  serviceWorker
    ?.getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch((error: unknown) => console.warn('Could not unregister service workers', error));
  return true;
}
