/** The server's 409 flow_loop: enabling would let the flow start itself again (server/src/flows/API.md "Loops"). */
import { ApiError } from '@artel/sdk';

export interface LoopError extends ApiError {
  code: 'flow_loop';
  details: { nodeId: string; through: string[] };
}

export const isLoopError = (error: unknown): error is LoopError => error instanceof ApiError && error.code === 'flow_loop';
