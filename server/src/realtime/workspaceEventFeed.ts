import type { Orm } from '../db/database';
import type { WorkspaceMessage, WorkspaceResyncFrame } from './messages';
import { latestWorkspaceEventId, workspaceEventsAfter } from './workspaceEventLog';

/** A client further behind than this re-reads state rather than receiving a flood of old events. */
export const RESUME_LIMIT = 1000;

export type WorkspaceEventFrame = Extract<WorkspaceMessage, { type: 'workspace_event' }>;
export type FeedFrame = WorkspaceEventFrame | WorkspaceResyncFrame;

/**
 * One socket's events of one workspace, each sent once and in id order. Live messages come from the hub
 * (subscribe first, then `start`); a gap in the ids (signals from several instances may cross, or the
 * cross-instance link was down) and a resume from the client's last id are filled from the event log.
 */
export class WorkspaceEventFeed {
  /** The last id sent, or known to the client; null until `start` has read where to begin. */
  private cursor: number | null = null;
  private readonly held: WorkspaceMessage[] = [];
  private catchingUp = false;
  private catchUpAgain = false;

  constructor(
    private readonly orm: Orm,
    private readonly workspaceId: string,
    private readonly send: (frame: FeedFrame) => void,
    private readonly fail: (error: unknown) => void,
  ) {}

  /** Where the client stands: `resumeFrom` when it has a last id, else the newest id. */
  async begin(resumeFrom: number | undefined): Promise<number> {
    this.cursor = resumeFrom ?? (await latestWorkspaceEventId(this.orm, this.workspaceId));
    return this.cursor;
  }

  /** After `begin` and whatever frame announces it: sends what the client missed, then what arrived meanwhile. */
  run(resumed: boolean): void {
    if (resumed) this.catchUp();
    for (const message of this.held.splice(0)) this.receive(message);
  }

  receive(message: WorkspaceMessage): void {
    if (this.cursor === null) {
      this.held.push(message);
    } else if (message.type === 'workspace_catch_up') {
      this.catchUp();
    } else if (message.eventId <= this.cursor) {
      return;
    } else if (this.catchingUp) {
      this.catchUpAgain = true;
    } else if (message.eventId === this.cursor + 1) {
      this.cursor = message.eventId;
      this.send(message);
    } else {
      this.catchUp();
    }
  }

  private catchUp(): void {
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return;
    }
    this.catchingUp = true;
    void this.readMissed()
      .catch(this.fail)
      .finally(() => {
        this.catchingUp = false;
        if (!this.catchUpAgain) return;
        this.catchUpAgain = false;
        this.catchUp();
      });
  }

  private async readMissed(): Promise<void> {
    const from = this.cursor ?? 0;
    const missed = await workspaceEventsAfter(this.orm, this.workspaceId, from, RESUME_LIMIT);
    if ('expired' in missed) {
      this.cursor = missed.latestId;
      this.send({ type: 'workspace_resync', workspaceId: this.workspaceId, eventId: missed.latestId });
      return;
    }
    for (const { id, event } of missed.events) {
      this.cursor = id;
      this.send({ type: 'workspace_event', workspaceId: this.workspaceId, eventId: id, event });
    }
  }
}
