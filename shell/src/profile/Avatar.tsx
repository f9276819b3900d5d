import { useInstanceSettings } from '@artel/sdk/host';
import { useEffect, useState } from 'react';
import { avatarInitials } from './avatarInitials';
import { AVATAR_DEFAULT_SIZE, gravatarUrl } from './gravatarUrl';
import './avatar.css';

export interface AvatarProps {
  name: string;
  email: string;
  /** The picture the person uploaded, served by the platform; it comes first. */
  src?: string | null;
  /** Width and height in pixels. */
  size?: number;
}

type PictureState = 'loading' | 'loaded' | 'failed';

/**
 * The initials are drawn at once and stay until the picture has actually loaded: with no avatar, or
 * no way to reach the avatar service, the person is still recognisable. The service is asked only when
 * the instance allows it (AVATAR_LOOKUP), and only when the person uploaded no picture of their own.
 */
export function Avatar({ name, email, src, size = AVATAR_DEFAULT_SIZE }: AvatarProps) {
  const { avatarLookup } = useInstanceSettings();
  const url = src || (avatarLookup && email ? gravatarUrl(email, size) : null);
  const [picture, setPicture] = useState<PictureState>('loading');
  useEffect(() => setPicture('loading'), [url]);
  const initials = avatarInitials(name, email);
  return (
    <span
      className="artel-avatar"
      style={{ width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.4)) }}
      role="img"
      aria-label={name || email}
      data-picture={picture}
    >
      {picture !== 'loaded' && (
        <span className="artel-avatar__initials" aria-hidden>
          {initials}
        </span>
      )}
      {url && picture !== 'failed' && (
        <img
          className="artel-avatar__picture"
          src={url}
          alt=""
          width={size}
          height={size}
          hidden={picture !== 'loaded'}
          onLoad={() => setPicture('loaded')}
          onError={() => setPicture('failed')}
        />
      )}
    </span>
  );
}
