import { api } from '@artel/sdk';

/** GET /api/v1/health: what the server tells about itself. */
export interface InstanceHealth {
  status: 'ok';
  database: 'pglite' | 'postgres';
  version: string;
}

export function loadInstanceHealth(): Promise<InstanceHealth> {
  return api.get<InstanceHealth>('/health', { cache: false, anonymous: true });
}
