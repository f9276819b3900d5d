import type { RealtimeService } from '@artel/sdk/server';
import type { FastifyInstance } from 'fastify';

export function realtimeService(app: FastifyInstance): RealtimeService {
  return {
    publishToWorkspace: (workspaceId, event) => app.realtime.publishToWorkspace(workspaceId, event),
    publishToBoard: (workspaceId, boardId, event) => app.realtime.publishToWorkspace(workspaceId, { ...event, boardId }),
  };
}
