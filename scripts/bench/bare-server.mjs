// The bench's yardstick: a bare Fastify server answering one primary-key lookup from the same
// embedded database the portal uses (PGlite persisted in a data directory, as `npm start` runs it),
// with nothing else in the request path.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRequire = createRequire(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/package.json'));
const Fastify = apiRequire('fastify');
const { PGlite } = apiRequire('@electric-sql/pglite');

const port = Number(process.argv[2] ?? 4891);
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bare-'));
const db = new PGlite(dataDir);
process.on('SIGTERM', async () => {
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
await db.exec(`CREATE TABLE items (id text PRIMARY KEY, owner text NOT NULL, last_seen_at timestamptz NOT NULL DEFAULT now());`);
await db.query(`INSERT INTO items (id, owner) SELECT 'item-' || g, 'owner-' || g FROM generate_series(1, 1000) g`);

const app = Fastify({ logger: false });
app.get('/bare/:id', async (request) => {
  const { rows } = await db.query('SELECT id, owner, last_seen_at FROM items WHERE id = $1', [request.params.id]);
  return rows[0] ?? null;
});
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
