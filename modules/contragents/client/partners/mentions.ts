/** Mentions in a comment: a picked member is written as @Name into the text, and stays mentioned while it is there. */
import type { WorkspaceMember } from '@artel/sdk';

export interface Draft {
  text: string;
  mentions: string[];
}

export function addMention(draft: Draft, member: Pick<WorkspaceMember, 'userId' | 'name'>): Draft {
  const separator = draft.text === '' || /\s$/.test(draft.text) ? '' : ' ';
  return {
    text: `${draft.text}${separator}@${member.name} `,
    mentions: draft.mentions.includes(member.userId) ? draft.mentions : [...draft.mentions, member.userId],
  };
}

/** A mention whose @Name the author erased is not sent: nobody is notified of a comment that does not name them. */
export function mentionsStillWritten(text: string, mentions: readonly string[], members: readonly Pick<WorkspaceMember, 'userId' | 'name'>[]): string[] {
  return mentions.filter((userId) => {
    const member = members.find((entry) => entry.userId === userId);
    return member !== undefined && text.includes(`@${member.name}`);
  });
}
