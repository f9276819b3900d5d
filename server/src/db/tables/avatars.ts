/** Pictures people upload for themselves: small (the browser scales them down first), one per user, in the database so every instance serves them. */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { bytea } from './moduleHost';

export const userAvatars = pgTable('user_avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
