import { api } from '@artel/sdk';

export interface PlatformUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  blocked: boolean;
  createdAt: string;
}

export interface ResetLink {
  path: string;
  expiresAt: string;
  emailed: boolean;
  mailError?: string;
}

export const searchPlatformUsers = (query: string) =>
  api.get<{ users: PlatformUser[]; total: number }>(`/admin/users?q=${encodeURIComponent(query)}`, { cache: false });

export const changePlatformUser = (id: string, change: { role?: 'user' | 'admin'; blocked?: boolean }) =>
  api.put<PlatformUser>(`/admin/users/${id}`, change);

export const issueResetLink = (id: string) => api.post<ResetLink>(`/admin/users/${id}/password-reset`, {});
