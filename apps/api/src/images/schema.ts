import { pgTable, text } from 'drizzle-orm/pg-core';
import { bytea } from '../db/columns.ts';

/** Site images (thumbnails, logos, avatars) by site-relative path; served resized through the image endpoint. */
export const images = pgTable('images', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
});
