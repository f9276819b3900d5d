/**
 * @mentions in a comment's text, for the shared mention input (MentionTextArea.tsx) and the modules that send
 * who was mentioned: a member picked from the list is written as `@Name` and stays mentioned while it is there.
 */
/** The `@name` being typed in a comment: where it starts and what follows the @, or null when the caret is not in one. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([\p{L}\p{N}._-]{0,40})$/u.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** Replaces the `@query` from `start` to the caret with `@Name ` and says where the caret goes. */
export function insertMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** The members picked while typing whose `@Name` is still in the text when it is sent. */
export function mentionedIds(text: string, picked: ReadonlyMap<string, string>): string[] {
  return [...picked].filter(([, name]) => text.includes(`@${name}`)).map(([userId]) => userId);
}

/** Members whose name has a word starting with the query, case-insensitively, at most `limit`. */
export function mentionCandidates<T extends { name: string }>(members: readonly T[], query: string, limit = 8): T[] {
  const needle = query.toLocaleLowerCase();
  return members
    .filter((member) =>
      member.name
        .toLocaleLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(needle)),
    )
    .slice(0, limit);
}
