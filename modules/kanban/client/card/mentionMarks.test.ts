import { markMentions } from './mentionMarks';

const names = ['Анна', 'Анна Петрова', 'Борис'];

it("makes each member's @Name a chip, the reader's own one marked as such, the longest name first", () => {
  const html = markMentions('<p>@Анна Петрова, глянь; @Борис тоже</p>', names, 'Анна Петрова');
  expect(html).toBe(
    '<p><span class="kanban-mention kanban-mention--own">@Анна Петрова</span>, глянь; <span class="kanban-mention">@Борис</span> тоже</p>',
  );
});

it('leaves alone an e-mail, a longer word, a stranger, code and links', () => {
  const html = '<p>mail a@Анна, @Аннабель, @Глеб</p><pre><code>@Борис</code></pre><p><a href="https://example.com">@Борис</a></p>';
  expect(markMentions(html, names, null)).toBe(html);
});

it('adds no markup from a name', () => {
  const html = markMentions('<p>@&lt;b&gt;x</p>', ['<b>x'], null);
  expect(html).toBe('<p><span class="kanban-mention">@&lt;b&gt;x</span></p>');
});
