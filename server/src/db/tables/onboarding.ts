/** The dashboard's first-run checklist (issue 31): its steps are read from real data; only «hide for good» is kept. */
import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';

export const userOnboarding = pgTable('user_onboarding', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** When the user hid the checklist; it stays hidden on every device. */
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull(),
});
