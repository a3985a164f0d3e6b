/** What every module can reach through `app`: the validated config, the database and the clock. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import type { Db } from './db/database';
import { portalCookies, type PortalCookies } from './http/cookies';

export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The current time; tests pass a controllable clock instead of sleeping. */
    now: Clock;
    /** Names and options of every cookie the API sets (prefixed in production). */
    portalCookies: PortalCookies;
  }
}

export const appContext = fp(
  async (app: FastifyInstance, options: { config: Config; db: Db; clock: Clock }) => {
    app.decorate('config', options.config);
    app.decorate('db', options.db);
    app.decorate('now', options.clock);
    app.decorate('portalCookies', portalCookies(options.config));
  },
  { name: 'app-context' },
);
