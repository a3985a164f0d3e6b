/**
 * Makes the document store and the virus scanner the configuration asks for available to every
 * module as `app.fileStorage` and `app.virusScanner` (one of each per app), and closes the store
 * with the app.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseStorage } from './database-storage';
import { scannerFor, type VirusScanner } from './scanner';
import { DirectoryStorage, type FileStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where uploaded documents are kept: DATA_DIR/files (a throw-away folder when DATA_DIR is
     * ':memory:'), or the database when FILE_STORAGE=database.
     */
    fileStorage: FileStorage;
    /** clamd when CLAMD_URL is set, otherwise a scanner that marks everything NOT_SCANNED. */
    virusScanner: VirusScanner;
  }
}

/** FILE_STORAGE: the database when several instances must see the same files, otherwise a folder on this server. */
async function storageFor(app: FastifyInstance): Promise<FileStorage> {
  if (app.config.fileStorage === 'database') return new DatabaseStorage(app.db);
  return DirectoryStorage.forDataDir(app.config.dataDir);
}

export const filesPlugin = fp(
  async (app: FastifyInstance) => {
    const storage = await storageFor(app);
    app.decorate('fileStorage', storage);
    app.decorate('virusScanner', scannerFor(app.config.clamdUrl));
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'files', dependencies: ['app-context'] },
);
