import { i18n } from '@artel/sdk';
import { loginFx, sessionCleared } from '@artel/sdk/host';
import { authReply, legalEntity, startTestServer, type TestServer } from '@artel/sdk/testing';
import { render, screen, within } from '@testing-library/react';
import { registerOrganisationsTranslations } from '../i18n/organisationsTranslations';
import { CompanyPage } from './CompanyPage';

let server: TestServer;

beforeAll(() => {
  registerOrganisationsTranslations();
  void i18n.changeLanguage('ru');
});

beforeEach(async () => {
  server = startTestServer();
  server.reply(() => authReply());
  await loginFx({ email: 'anna@example.test', password: 'secret123' });
  server.calls.length = 0;
});

afterEach(() => {
  sessionCleared();
  localStorage.clear();
});

describe("an organisation's card", () => {
  it('shows its requisites, the caller’s workspaces in it and its people', async () => {
    const entity = legalEntity({ id: 'le-1', name: 'ООО «Ромашка»', kpp: '773601001', bik: '044525225' });
    server.reply((call) => {
      if (call.path === '/profile/legal-entities/le-1') return { status: 200, body: entity };
      if (call.path === '/profile/legal-entities/le-1/members') {
        return {
          status: 200,
          body: {
            members: [
              { userId: 'u7', name: 'Борис Иванов', email: 'boris@example.test', role: 'member', joinedAt: '2026-01-02T00:00:00.000Z' },
            ],
          },
        };
      }
      if (call.path === '/workspaces' && call.query.legalEntityId === 'le-1') {
        return {
          status: 200,
          body: { workspaces: [{ id: 'w1', slug: 'sales', name: 'Продажи', isPersonal: false, memberCount: 3, role: 'owner' }] },
        };
      }
      return undefined;
    });
    render(<CompanyPage params={{ id: 'le-1' }} />);
    expect(await screen.findByRole('heading', { name: 'ООО «Ромашка»' })).toBeInTheDocument();
    expect(screen.getByText('773601001')).toBeInTheDocument();
    expect(screen.getByText('044525225')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Продажи' })).toHaveAttribute('href', '/workspaces/w1');
    expect(screen.getByText('3 участника')).toBeInTheDocument();
    const person = screen.getByRole('link', { name: 'Борис Иванов' });
    expect(person).toHaveAttribute('href', '/users/u7/profile');
    expect(within(person.closest('li') as HTMLElement).getByRole('img', { name: 'Борис Иванов' })).toHaveTextContent('БИ');
  });
});
