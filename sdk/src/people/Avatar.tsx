import { useEffect, useState, type CSSProperties } from 'react';
import { useInstanceSettings } from '../instance/instanceSettings';
import { avatarInitials } from './avatarInitials';
import { AVATAR_DEFAULT_SIZE, gravatarUrl } from './gravatarUrl';

export interface AvatarProps {
  name: string;
  /** Used for the initials when there is no name, and for the avatar service where the instance allows it. */
  email?: string;
  /** The picture the person uploaded, served by the platform; it comes first. */
  src?: string | null;
  /** Width and height in pixels. */
  size?: number;
  /** Hidden from assistive technology when a neighbouring text already names the person (a name in the same row). */
  decorative?: boolean;
  className?: string;
}

type PictureState = 'loading' | 'loaded' | 'failed';

/** Inline, not a stylesheet: the SDK bundle carries no CSS, and the shell, the modules and their lists all draw it. */
const circle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  borderRadius: '50%',
  overflow: 'hidden',
  background: '#2d72d2',
  color: '#fff',
  fontWeight: 600,
  lineHeight: 1,
  userSelect: 'none',
  verticalAlign: 'middle',
};
const pictureStyle: CSSProperties = { width: '100%', height: '100%', objectFit: 'cover' };

/**
 * A person's round picture. The initials are drawn at once and stay until the picture has actually loaded:
 * with no avatar, or no way to reach the avatar service, the person is still recognisable. The service is
 * asked only when the instance allows it (AVATAR_LOOKUP), and only when the person uploaded no picture.
 */
export function Avatar({ name, email = '', src, size = AVATAR_DEFAULT_SIZE, decorative = false, className }: AvatarProps) {
  const { avatarLookup } = useInstanceSettings();
  const url = src || (avatarLookup && email ? gravatarUrl(email, size) : null);
  const [picture, setPicture] = useState<PictureState>('loading');
  useEffect(() => setPicture('loading'), [url]);
  const label = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name || email };
  return (
    <span
      className={className ? `artel-avatar ${className}` : 'artel-avatar'}
      style={{ ...circle, width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.4)) }}
      data-picture={picture}
      {...label}
    >
      {picture !== 'loaded' && (
        <span className="artel-avatar__initials" aria-hidden>
          {avatarInitials(name, email)}
        </span>
      )}
      {url && picture !== 'failed' && (
        <img
          className="artel-avatar__picture"
          style={pictureStyle}
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
