/** Runs once when the server starts: report the content source and open (and migrate) the database. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { contentSource, LOCAL_CONTENT_WARNING } = await import('./content/content-config');
  if (contentSource().kind === 'local') console.warn(LOCAL_CONTENT_WARNING);
  const { getDb } = await import('./db/client');
  await getDb();
}
