import { loadInstanceSettingsFx } from '../instance/instanceSettings';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Avatar } from './Avatar';
import { avatarInitials } from './avatarInitials';
import { emailHash, gravatarUrl } from './gravatarUrl';

describe('avatarInitials', () => {
  it('takes the first letters of the first and the last word', () => {
    expect(avatarInitials('Анна Сергеевна Петрова')).toBe('АП');
    expect(avatarInitials('  john   ronald reuel tolkien ')).toBe('JT');
  });

  it('uses one letter for a one-word name and the e-mail when there is no name', () => {
    expect(avatarInitials('Борис')).toBe('Б');
    expect(avatarInitials('', 'vera@example.test')).toBe('V');
  });
});

describe('gravatarUrl', () => {
  it('hashes the trimmed lower-cased e-mail with MD5 and asks for a 404 when there is no picture', () => {
    expect(emailHash(' Test@Example.com ')).toBe('55502f40dc8b7c769880b10874abc9d0');
    expect(gravatarUrl('test@example.com')).toBe('https://www.gravatar.com/avatar/55502f40dc8b7c769880b10874abc9d0?s=64&d=404');
  });
});

/** The server: GET /api/v1/instance answers whether this instance looks avatars up. */
function instanceAllowsLookup(avatarLookup: boolean): string[] {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    asked.push(String(url));
    const text = JSON.stringify({ avatarLookup });
    const response = { ok: true, status: 200, headers: { get: () => 'application/json' }, text: async () => text, clone: () => response };
    return response as unknown as Response;
  }) as typeof fetch;
  return asked;
}

describe('Avatar with avatar lookup off (the default of a self-hosted instance)', () => {
  it('asks the instance, then shows the initials and no picture from the external service', async () => {
    const asked = instanceAllowsLookup(false);
    const { container } = render(<Avatar name="Анна Петрова" email="anna@example.test" />);
    await waitFor(() => expect(asked).toEqual(['/api/v1/instance']));
    await act(async () => {});
    expect(screen.getByRole('img', { name: 'Анна Петрова' })).toHaveTextContent('АП');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the picture the person uploaded, which needs no external service', async () => {
    instanceAllowsLookup(false);
    const { container } = render(
      <Avatar name="Анна Петрова" email="anna@example.test" src="/api/v1/avatars/u1/0123456789abcdef0123456789abcdef" />,
    );
    const picture = container.querySelector('img') as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('/api/v1/avatars/u1/0123456789abcdef0123456789abcdef');
    fireEvent.load(picture);
    expect(picture).toBeVisible();
    await act(async () => {});
  });
});

describe('Avatar with avatar lookup on', () => {
  beforeEach(async () => {
    instanceAllowsLookup(true);
    await loadInstanceSettingsFx();
  });

  it('is 32 px by default and shows the initials while the picture loads', () => {
    const { container } = render(<Avatar name="Анна Петрова" email="anna@example.test" />);
    const avatar = screen.getByRole('img', { name: 'Анна Петрова' });
    expect(avatar).toHaveStyle({ width: '32px', height: '32px' });
    expect(avatar).toHaveTextContent('АП');
    expect(container.querySelector('img')).not.toBeVisible();
  });

  it('keeps the initials when the picture cannot be loaded', () => {
    const { container } = render(<Avatar name="Анна Петрова" email="anna@example.test" size={48} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Анна Петрова' })).toHaveTextContent('АП');
  });

  it('shows the picture instead of the initials once it has loaded', () => {
    const { container } = render(<Avatar name="Анна Петрова" email="anna@example.test" />);
    const picture = container.querySelector('img') as HTMLImageElement;
    fireEvent.load(picture);
    expect(picture).toBeVisible();
    expect(screen.getByRole('img', { name: 'Анна Петрова' })).not.toHaveTextContent('АП');
  });
});
