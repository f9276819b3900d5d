/**
 * A posted comment's @mentions made visible: each `@Name` of a member becomes a chip, the reader's own one
 * stronger (as Slack and Trello mark «you»). Done on the sanitised HTML's text only — never inside code or a
 * link — so a name can add no markup of its own.
 */
const SKIPPED = new Set(['CODE', 'PRE', 'A']);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function markMentions(html: string, names: readonly string[], ownName: string | null): string {
  const wanted = [...new Set(names.filter((name) => name.trim() !== ''))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0 || !html.includes('@')) return html;
  // A mention starts a word and ends where the name does: «@Анна» in «@Анна,» but not in «@Аннабель» or «a@Анна».
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_@])@(${wanted.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!insideSkipped(node)) texts.push(node as Text);
  }
  for (const text of texts) mark(text, pattern, ownName);
  return template.innerHTML;
}

function insideSkipped(node: Node): boolean {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) if (SKIPPED.has(parent.tagName)) return true;
  return false;
}

function mark(text: Text, pattern: RegExp, ownName: string | null): void {
  const value = text.data;
  const parts: Node[] = [];
  let last = 0;
  for (const match of value.matchAll(pattern)) {
    const start = match.index;
    parts.push(document.createTextNode(value.slice(last, start)));
    const chip = document.createElement('span');
    chip.className = match[1] === ownName ? 'kanban-mention kanban-mention--own' : 'kanban-mention';
    chip.textContent = match[0];
    parts.push(chip);
    last = start + match[0].length;
  }
  if (parts.length === 0) return;
  parts.push(document.createTextNode(value.slice(last)));
  text.replaceWith(...parts);
}
