import { $toasts, api, i18n } from '@artel/sdk';
import { sessionCleared } from '@artel/sdk/host';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type FakeServer, installFakeServer } from '@artel/sdk/testing';
import { registerMarketplaceTranslations } from '../i18n/marketplaceTranslations';
import { signInWithWorkspace } from '../testing/marketplaceFixtures';
import { DeveloperPage } from './DeveloperPage';

const manifest = { id: 'dev-notes', name: 'Dev notes', version: '1.1.0', path: '/modules/dev-notes' };
const bundleText = 'System.register([], function () { return { execute: function () {} }; });';
const published = {
  id: 'dev-notes',
  name: 'Dev notes',
  latestVersion: '1.1.0',
  blocked: false,
  installations: 2,
  versions: [
    {
      version: '1.1.0',
      url: '/static/modules/dev-notes/dev-notes.1.js',
      integrity: 'sha384-a',
      size: 2048,
      changelog: ['Tags'],
      publishedAt: '2026-02-01T10:00:00.000Z',
    },
    {
      version: '1.0.0',
      url: '/static/modules/dev-notes/dev-notes.0.js',
      integrity: 'sha384-b',
      size: 1024,
      changelog: [],
      publishedAt: '2026-01-01T10:00:00.000Z',
    },
  ],
};

let server: FakeServer;

function pick(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

beforeAll(() => registerMarketplaceTranslations());
beforeEach(async () => {
  localStorage.clear();
  api.clearCache();
  await i18n.changeLanguage('ru');
  server = installFakeServer();
  // A developer: a platform admin granted them marketplace.publish.
  await signInWithWorkspace(server, 'member', false, ['marketplace.publish']);
});
afterEach(() => sessionCleared());

describe('the developer dashboard (/marketplace/developer)', () => {
  it('tells someone without the developer permission whom to ask, and offers no publishing', async () => {
    sessionCleared();
    await signInWithWorkspace(server, 'member');
    server.on('GET', '/marketplace/developer/modules', { status: 200, body: { modules: [] } });
    render(<DeveloperPage />);
    expect(await screen.findByText('Для публикации нужно право разработчика')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Опубликовать' })).not.toBeInTheDocument();
  });

  it("lists the user's modules with their versions", async () => {
    server.on('GET', '/marketplace/developer/modules', { status: 200, body: { modules: [published] } });
    render(<DeveloperPage />);
    const card = await screen.findByRole('article', { name: 'Dev notes dev-notes' });
    expect(card).toHaveTextContent('Последняя версия 1.1.0');
    expect(card).toHaveTextContent('Подключений: 2');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      // Sizes as Russian writes numbers: a decimal comma.
      expect.stringMatching(/^1\.1\.0 — .*, 2,0 КБ: Tags$/),
      expect.stringMatching(/^1\.0\.0 — .*, 1,0 КБ$/),
    ]);
  });

  it('shows what is wrong with the files before sending them', async () => {
    server.on('GET', '/marketplace/developer/modules', { status: 200, body: { modules: [] } });
    render(<DeveloperPage />);
    expect(await screen.findByText('Вы ещё не опубликовали ни одного модуля')).toBeInTheDocument();
    pick('Манифест (manifest.json)', new File([JSON.stringify({ ...manifest, version: 'v2' })], 'manifest.json'));
    pick('Сборка модуля (.js)', new File(['define([], function () {});'], 'dev-notes.js'));
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent('Модуль не прошёл проверку');
    expect(problems).toHaveTextContent('Invalid version "v2": expected a semantic version such as 1.0.0');
    expect(problems).toHaveTextContent('Сборка не является модулем SystemJS (нет System.register)');
    expect(server.callsTo('POST', '/marketplace/developer/modules')).toHaveLength(0);
  });

  it('publishes the manifest and the bundle, then lists the new version', async () => {
    let mine: unknown[] = [];
    server.on('GET', '/marketplace/developer/modules', () => ({ status: 200, body: { modules: mine } }));
    server.on('POST', '/marketplace/developer/modules', () => {
      mine = [published];
      return { status: 201, body: { module: published } };
    });
    render(<DeveloperPage />);
    pick('Манифест (manifest.json)', new File([JSON.stringify(manifest)], 'manifest.json'));
    pick('Сборка модуля (.js)', new File([bundleText], 'dev-notes.js'));
    fireEvent.change(screen.getByLabelText('Что нового (по строке на изменение)'), { target: { value: 'Tags' } });
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));

    expect(await screen.findByRole('article', { name: 'Dev notes dev-notes' })).toBeInTheDocument();
    expect(server.callsTo('POST', '/marketplace/developer/modules')[0]?.body).toEqual({
      manifest,
      bundle: Buffer.from(bundleText).toString('base64'),
      changelog: ['Tags'],
    });
    expect($toasts.getState().map((toast) => toast.message)).toContain('Модуль «Dev notes» 1.1.0 опубликован');
  });

  it("shows the server's refusal with its list of problems", async () => {
    await i18n.changeLanguage('en');
    server.on('GET', '/marketplace/developer/modules', { status: 200, body: { modules: [] } });
    server.on('POST', '/marketplace/developer/modules', {
      status: 400,
      body: {
        error: {
          code: 'invalid_manifest',
          message: 'The module manifest is invalid: Unknown dependency: reports',
          statusCode: 400,
          details: { errors: ['Unknown dependency: reports'], warnings: [] },
        },
      },
    });
    render(<DeveloperPage />);
    pick('Manifest (manifest.json)', new File([JSON.stringify(manifest)], 'manifest.json'));
    pick('Module bundle (.js)', new File([bundleText], 'dev-notes.js'));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const problems = await screen.findByRole('alert');
    await waitFor(() =>
      expect(problems).toHaveTextContent('Failed to publish module: The module manifest is invalid: Unknown dependency: reports'),
    );
    expect(within(problems).getByRole('listitem')).toHaveTextContent('Unknown dependency: reports');
  });
});
