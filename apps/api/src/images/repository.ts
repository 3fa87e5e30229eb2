import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { images } from './schema.ts';

/** The picture stored at this site-relative path (its content type and bytes), if any. */
export async function findImage(db: Database | Tx, path: string) {
  const [row] = await db.select().from(images).where(eq(images.path, path));
  return row;
}
