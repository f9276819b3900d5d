/** The people on a card as their uploaded pictures or round initials, a few shown and the rest counted. */
import type { WorkspaceMember } from '@artel/sdk';

const SHOWN = 3;
const HUES = 12;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return (
    letters
      .map((word) => Array.from(word ?? '')[0] ?? '')
      .join('')
      .toLocaleUpperCase() || '?'
  );
}

/** The same person always gets the same colour. */
function hueOf(userId: string): number {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % HUES;
}

interface AssigneeAvatarsProps {
  ids: readonly string[];
  members: ReadonlyMap<string, WorkspaceMember>;
}

export function AssigneeAvatars({ ids, members }: AssigneeAvatarsProps) {
  const known = ids.map((id) => members.get(id)).filter((member): member is WorkspaceMember => member !== undefined);
  if (known.length === 0) return null;
  const rest = known.length - SHOWN;
  return (
    <span className="kanban-avatars" aria-label={known.map((member) => member.name).join(', ')} role="img">
      {known.slice(0, SHOWN).map((member) => (
        <span key={member.userId} className={`kanban-avatar kanban-avatar--${hueOf(member.userId)}`} title={member.name} aria-hidden="true">
          {member.avatarUrl ? (
            <img className="kanban-avatar__picture" src={member.avatarUrl} alt="" loading="lazy" />
          ) : (
            initialsOf(member.name)
          )}
        </span>
      ))}
      {rest > 0 && (
        <span className="kanban-avatar kanban-avatar--more" aria-hidden="true">
          +{rest}
        </span>
      )}
    </span>
  );
}
