import type { CSSProperties } from 'react';

export const AVATAR_SIZE = 20;
/** Inline, as the Avatar's own: the SDK bundle carries no CSS. Centres the avatar in the input's 30 px height. */
export const AVATAR_PLACE: CSSProperties = { display: 'inline-flex', margin: 5 };
