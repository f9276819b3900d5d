import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { api } from './support/api';
import { onOwnInstance } from './support/ownInstance';
import { signUpThroughApi, uniqueEmail } from './support/users';

/** Built by `npm run build` from e2e/fixtures/published/notepad; served by nobody until a spec publishes it. */
const notepadBuild = path.resolve(__dirname, '../build/e2e-published/notepad');

/** The colleagues' browsers, closed after each test. */
const colleagueContexts: BrowserContext[] = [];
onOwnInstance.afterEach(async () => {
  for (const context of colleagueContexts.splice(0)) await context.close();
});

interface Team {
  admin: Page;
  colleague: Page;
  workspaceId: string;
  /** The URL of the first version's bundle. */
  v1: string;
  /** Publishes the notepad fixture as `version` and answers the URL its bundle is served from. */
  publish(version: string): Promise<string>;
  /** The admin's call to the marketplace for the team's workspace: enable, disable or update. */
  manage(action: 'enable' | 'disable' | 'update'): Promise<void>;
}

/**
 * The platform admin (first account of the instance, so a developer too) publishes the notepad, makes a
 * workspace with it enabled and a colleague in it; both have that workspace open in their own browser.
 */
async function teamWithNotepad(admin: Page, browser: Browser, baseURL: string): Promise<Team> {
  await signUpThroughApi(admin, 'Ада Админ', uniqueEmail('live-admin'));
  const colleagueContext = await browser.newContext({ baseURL, locale: 'ru-RU' });
  colleagueContexts.push(colleagueContext);
  const colleague = await colleagueContext.newPage();
  const colleagueEmail = uniqueEmail('live-colleague');
  await signUpThroughApi(colleague, 'Коля Коллега', colleagueEmail);

  const { manifest, url } = JSON.parse(fs.readFileSync(path.join(notepadBuild, 'module.json'), 'utf8'));
  const built = fs.readFileSync(path.join(notepadBuild, path.basename(url)), 'utf8');
  const publish = async (version: string) => {
    // Each version's bundle differs by a line, so each has its own URL, as a rebuilt module would.
    const bytes = Buffer.from(`${built}\n// notepad ${version}\n`);
    await api(admin, 'POST', '/api/v1/marketplace/developer/modules', {
      manifest: { ...manifest, version },
      bundle: bytes.toString('base64'),
      changelog: `Версия ${version}`,
    });
    // Where the server serves an uploaded bundle (server/src/marketplace/moduleBundle.ts).
    return `/static/modules/notepad/notepad.${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.js`;
  };
  const v1 = await publish('1.0.0');
  await api(admin, 'POST', '/api/v1/marketplace/admin/modules/notepad/approve');

  const workspace = await api(admin, 'POST', '/api/v1/workspaces', { name: 'Редакция' });
  const { token } = await api(admin, 'POST', `/api/v1/workspaces/${workspace.id}/invitations`, { email: colleagueEmail, role: 'member' });
  await api(colleague, 'POST', '/api/invitations/accept', { token });
  const manage = async (action: 'enable' | 'disable' | 'update') => {
    await api(admin, 'POST', `/api/v1/marketplace/modules/notepad/${action}`, { workspaceId: workspace.id });
  };
  await manage('enable');
  for (const page of [admin, colleague]) {
    await page.evaluate((id) => localStorage.setItem('artel.currentWorkspaceId', id), workspace.id as string);
  }
  return { admin, colleague, workspaceId: workspace.id, v1, publish, manage };
}

const note = (page: Page) => page.getByRole('textbox', { name: 'Заметка' });
const updateNotice = (page: Page) => page.getByRole('status', { name: 'Новая версия модуля «Блокнот»' });

async function openNotepad(page: Page) {
  await page.goto('/modules/notepad');
  await expect(page.getByRole('heading', { name: 'Блокнот' })).toBeVisible();
  await expect(note(page)).toBeEnabled();
}

/** Which bundle URLs the page's SystemJS holds. */
async function loadedBundles(page: Page, urls: string[]): Promise<boolean[]> {
  return page.evaluate(
    (all) => all.map((url) => (window as unknown as { System: { has(id: string): boolean } }).System.has(new URL(url, location.href).href)),
    urls,
  );
}

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);

onOwnInstance(
  'an update while a colleague types: they keep the page and the text, are offered the new version, and a clean page takes it in place',
  async ({ page, browser, baseURL }) => {
    const { admin, colleague, v1, publish, manage } = await teamWithNotepad(page, browser, baseURL!);
    await openNotepad(colleague);
    await markDocument(colleague);
    await note(colleague).fill('Первая строка отчёта');

    const v2 = await publish('1.1.0');
    await admin.goto('/marketplace/updates');
    const card = admin.getByRole('article', { name: 'Блокнот' });
    await expect(card).toContainText('1.0.0 → 1.1.0');
    await card.getByRole('button', { name: 'Обновить' }).click();
    await expect(admin.getByText('Модуль «Блокнот» обновлён до версии 1.1.0')).toBeVisible();

    const notice = updateNotice(colleague);
    await expect(notice).toContainText('Доступна новая версия «Блокнот» (1.1.0)');
    await expect(colleague).toHaveURL(/\/modules\/notepad$/);
    await expect(note(colleague)).toHaveValue('Первая строка отчёта');
    await expect(colleague.getByText(/отключён в этом рабочем пространстве/)).toHaveCount(0);
    expect(await loadedBundles(colleague, [v1, v2])).toEqual([true, false]);

    await notice.getByRole('button', { name: 'Обновить сейчас' }).click();
    await expect(notice).toHaveCount(0);
    await expect.poll(() => loadedBundles(colleague, [v1, v2])).toEqual([false, true]);
    await expect(colleague).toHaveURL(/\/modules\/notepad$/);
    await expect(note(colleague)).toHaveValue('Первая строка отчёта');
    await expect(colleague.getByText('Восстановлено из черновика')).toBeVisible();

    // Nothing typed any more: the next version comes in place, with no question and no notice.
    await note(colleague).fill('');
    const v3 = await publish('1.2.0');
    await manage('update');
    await expect.poll(() => loadedBundles(colleague, [v2, v3])).toEqual([false, true]);
    await expect(colleague).toHaveURL(/\/modules\/notepad$/);
    await expect(note(colleague)).toBeEnabled();
    await expect(updateNotice(colleague)).toHaveCount(0);
    await expect(colleague.getByText(/отключён в этом рабочем пространстве/)).toHaveCount(0);
    expect(await isSameDocument(colleague)).toBe(true);
  },
);

onOwnInstance(
  'disabled while a colleague edits: the text is kept as a draft, they are told so, and it is offered back when the module is enabled',
  async ({ page, browser, baseURL }) => {
    const { colleague, manage, workspaceId } = await teamWithNotepad(page, browser, baseURL!);
    await openNotepad(colleague);
    await markDocument(colleague);
    await note(colleague).fill('Абзац, который ещё не сохранён');

    await manage('disable');
    await expect(colleague).toHaveURL(new RegExp(`/workspaces/${workspaceId}$`));
    await expect(
      colleague.getByText(
        'Модуль «Блокнот» отключён в этом рабочем пространстве. Несохранённые изменения сохранены как черновик: его предложат открыть, когда модуль снова подключат',
      ),
    ).toBeVisible();
    await expect(colleague.getByRole('alertdialog')).toHaveCount(0);

    await manage('enable');
    const offer = colleague.getByText('Модуль «Блокнот» снова подключён, ваши несохранённые изменения ждут в черновике');
    await expect(offer).toBeVisible();
    await colleague.getByRole('button', { name: 'Открыть черновик' }).click();
    await expect(colleague).toHaveURL(/\/modules\/notepad$/);
    await expect(note(colleague)).toHaveValue('Абзац, который ещё не сохранён');
    expect(await isSameDocument(colleague)).toBe(true);
  },
);
