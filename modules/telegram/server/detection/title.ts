/** A short card title from a message: its request clause, without greetings, names, politeness and dates. */
export function extractTitle(text: string): string {
  const line = text.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('>'));
  const first = line[line.length - 1] ?? text.trim();
  return first.length > 80 ? `${first.slice(0, first.lastIndexOf(' ', 79))}…` : first;
}
