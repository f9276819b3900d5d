/** The REST API as the signed-in user of the page, for setting up what a test is not about. */
import { expect, type Page } from '@playwright/test';
import { accessToken } from './users';

/** Calls the API with the page's access token (and workspace, if given); fails the test unless it answers 2xx. */
export async function api(page: Page, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, data?: unknown, workspaceId?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${await accessToken(page)}` };
  if (workspaceId) headers['X-Workspace-ID'] = workspaceId;
  const response = await page.request.fetch(url, { method, headers, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}
