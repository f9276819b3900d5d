import { loadInstanceSettingsFx } from '@artel/sdk/host';
import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { DocumentTitle } from './DocumentTitle';

function answerInstance(name: string) {
  const text = JSON.stringify({ avatarLookup: false, name, registration: 'open' });
  const response = { ok: true, status: 200, headers: { get: () => 'application/json' }, text: async () => text, clone: () => response };
  globalThis.fetch = jest.fn(async () => response as unknown as Response) as typeof fetch;
}

let rename: (title: string) => void = () => undefined;

function Page() {
  const [title, setTitle] = useState('Счета');
  rename = setTitle;
  return <h1>{title}</h1>;
}

describe('DocumentTitle', () => {
  it("names the tab after the page's heading and the instance, and follows the heading as it changes", async () => {
    answerInstance('Стройка');
    await loadInstanceSettingsFx();
    render(
      <>
        <DocumentTitle />
        <Page />
      </>,
    );
    expect(document.title).toBe('Счета — Стройка');
    act(() => rename('Акты'));
    await waitFor(() => expect(document.title).toBe('Акты — Стройка'));
  });
});
