/**
 * SPEC §2/§9: under 768 px the platform lays itself out for a phone (the bottom bar, full-screen dialogs).
 * A module page that must arrange itself differently there (a board showing one column at a time) asks
 * this hook, which follows the window as it is resized or turned.
 */
import { useSyncExternalStore } from 'react';

export const PHONE_MEDIA_QUERY = '(max-width: 767px)';

/** Null where the environment has no media queries (jsdom): laid out as on a desktop. */
const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_MEDIA_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isPhone = () => phoneQuery()?.matches ?? false;

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
