import { renderMarkdown, renderPlainText, type WikiLinkResolver } from './renderMarkdown';
import { MARKDOWN_PAYLOADS, OWASP_PAYLOADS } from './xssPayloads';

const existing = new Map([['договор поставки', 'a1']]);
const links: WikiLinkResolver = {
  articleId: (key) => existing.get(key),
  articleHref: (id) => `/modules/wiki/article/${id}`,
  newArticleHref: (title) => `/modules/wiki/wiki/article/new?title=${encodeURIComponent(title)}`,
  wantedHint: 'Статьи ещё нет — нажмите, чтобы создать',
};

function rendered(markdown: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(markdown, links);
  document.body.append(container);
  return container;
}

const DANGEROUS_TAGS = new Set([
  'SCRIPT',
  'IFRAME',
  'FRAME',
  'FRAMESET',
  'OBJECT',
  'EMBED',
  'STYLE',
  'LINK',
  'META',
  'BASE',
  'FORM',
  'BUTTON',
  'BGSOUND',
  'APPLET',
]);
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'background', 'dynsrc', 'lowsrc', 'data', 'poster'];

/** What a browser would do with each URL: control characters and spaces dropped, case ignored. */
const scheme = (url: string) => url.replace(/[\u0000-\u0020]/g, '').toLowerCase();

function unsafeParts(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (DANGEROUS_TAGS.has(element.tagName.toUpperCase())) found.push(`<${element.tagName}>`);
    for (const attribute of element.attributes) {
      if (attribute.name.toLowerCase().startsWith('on')) found.push(`${attribute.name}=`);
      if (attribute.name.toLowerCase() === 'style') found.push('style=');
      if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase()) && /^(javascript|vbscript|data:text\/html)/.test(scheme(attribute.value))) {
        found.push(`${attribute.name}=${attribute.value}`);
      }
    }
  }
  return found;
}

/** Fires every event a payload may hang code on, on every element, and clicks every link. */
function exercise(root: Element): void {
  for (const element of root.querySelectorAll('*')) {
    for (const type of ['error', 'load', 'mouseover', 'focus', 'toggle', 'click']) element.dispatchEvent(new Event(type));
  }
}

const alertSpy = jest.fn();
beforeEach(() => {
  alertSpy.mockReset();
  window.alert = alertSpy;
  (window as unknown as { msgbox: unknown }).msgbox = alertSpy;
  document.body.innerHTML = '';
});

describe('the sanitiser against XSS payloads', () => {
  it('has a harness that does catch a handler that runs', () => {
    const container = document.createElement('div');
    container.innerHTML = '<img src=x onerror="alert(1)">';
    document.body.append(container);
    exercise(container);
    expect(alertSpy).toHaveBeenCalled();
    expect(unsafeParts(container)).toEqual(['onerror=']);
  });

  it.each(OWASP_PAYLOADS.map((payload) => [payload]))('leaves nothing runnable of the OWASP payload %s', (payload) => {
    const container = rendered(payload);
    expect(unsafeParts(container)).toEqual([]);
    exercise(container);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each(MARKDOWN_PAYLOADS.map((payload) => [payload]))('leaves nothing runnable of the markdown payload %s', (payload) => {
    const container = rendered(payload);
    expect(unsafeParts(container)).toEqual([]);
    exercise(container);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('keeps at least 70 payloads in the list', () => {
    expect(OWASP_PAYLOADS.length + MARKDOWN_PAYLOADS.length).toBeGreaterThanOrEqual(70);
  });

  it('keeps markup text visible as text where it was written as code', () => {
    const container = rendered('`<script>alert(1)</script>`');
    expect(container.querySelector('code')?.textContent).toBe('<script>alert(1)</script>');
  });
});

describe('GitHub-flavoured markdown', () => {
  it('renders tables', () => {
    const container = rendered('| Срок | Ответственный |\n|---|:---:|\n| 5 дней | Юрист |');
    expect([...container.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Срок', 'Ответственный']);
    expect([...container.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['5 дней', 'Юрист']);
  });

  it('renders task lists as disabled checkboxes', () => {
    const container = rendered('- [x] Подписать\n- [ ] Отправить');
    const boxes = [...container.querySelectorAll('input')];
    expect(boxes.map((box) => [box.type, box.checked, box.disabled])).toEqual([
      ['checkbox', true, true],
      ['checkbox', false, true],
    ]);
  });

  it('renders fenced code with its language and without interpreting it', () => {
    const container = rendered('```ts\nconst a = 1 < 2;\n```');
    const code = container.querySelector('pre code');
    expect(code?.className).toBe('language-ts');
    expect(code?.textContent).toBe('const a = 1 < 2;\n');
  });

  it('renders strikethrough, autolinks and images', () => {
    const container = rendered('~~старое~~ https://example.com ![схема](/files/scheme.png)');
    expect(container.querySelector('del')?.textContent).toBe('старое');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/files/scheme.png');
  });

  it('opens external links in a new tab without access to this one, internal ones in place', () => {
    const container = rendered('[внешняя](https://example.com) [своя](/modules/wiki)');
    const [external, internal] = [...container.querySelectorAll('a')];
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(internal?.hasAttribute('target')).toBe(false);
  });
});

describe('[[Title]] links', () => {
  it('links an existing article by its title, whatever the case and spacing', () => {
    const container = rendered('См. [[Договор  ПОСТАВКИ]] и [[договор поставки|этот договор]].');
    const anchors = [...container.querySelectorAll('a.wiki-link')];
    expect(anchors.map((a) => [a.getAttribute('href'), a.textContent, a.classList.contains('wiki-link--wanted')])).toEqual([
      ['/modules/wiki/article/a1', 'Договор  ПОСТАВКИ', false],
      ['/modules/wiki/article/a1', 'этот договор', false],
    ]);
  });

  it('makes a link to a missing article a "wanted" link that creates it', () => {
    const container = rendered('[[Регламент закупок]]');
    const anchor = container.querySelector('a.wiki-link--wanted');
    expect(anchor?.getAttribute('href')).toBe(
      '/modules/wiki/wiki/article/new?title=%D0%A0%D0%B5%D0%B3%D0%BB%D0%B0%D0%BC%D0%B5%D0%BD%D1%82%20%D0%B7%D0%B0%D0%BA%D1%83%D0%BF%D0%BE%D0%BA',
    );
    expect(anchor?.getAttribute('title')).toBe(links.wantedHint);
    expect(anchor?.textContent).toBe('Регламент закупок');
  });

  it('leaves [[...]] in code alone', () => {
    const container = rendered('`[[Договор поставки]]`');
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('code')?.textContent).toBe('[[Договор поставки]]');
  });
});

describe('plain text when markdown is off', () => {
  it('escapes everything and keeps paragraphs and line breaks', () => {
    expect(renderPlainText('**не жирный** <b>x</b>\nстрока\n\nабзац')).toBe(
      '<p>**не жирный** &lt;b&gt;x&lt;/b&gt;<br>строка</p><p>абзац</p>',
    );
  });
});
