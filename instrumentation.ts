// Runs once when a server starts (not during the build): the articles' database is opened and
// migrated before the first request needs it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prepareArticles } = await import('./lib/articles/startup');
  await prepareArticles();
}
