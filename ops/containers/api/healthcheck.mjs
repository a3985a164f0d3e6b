// The API image's health check (its HEALTHCHECK runs it; the image has no curl): healthy while
// GET /api/health on this instance answers 200 within 2 s, that is while the instance serves and its
// database answers (a 503 there says the database is unreachable). Exit 0 healthy, 1 not.
const port = process.env.PORT || '8080';

try {
  const answer = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
  process.exit(answer.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
