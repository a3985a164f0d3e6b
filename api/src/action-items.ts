/**
 * The dashboard's "pending action items" come from every domain, but the dashboard (the applicant
 * module) must not reach into their tables. So each module adds its own source here when its plugin
 * registers, and the dashboard asks them all: a new domain adds a source, the dashboard is unchanged.
 */
import type { ActionItem } from '@portal/contracts/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from './db/database';

/** What one domain asks of one applicant, read-only; each item links where it is done. */
export type ActionItemSource = (db: Db, applicantId: string, now: Date) => Promise<ActionItem[]>;

/**
 * Where a source's items stand on the dashboard, as the applicant meets them: money owed first, then
 * the admission offer, the unfinished draft, what follows submission, then the other domains.
 */
export const ACTION_ITEM_ORDER = [
  'fees',
  'admission-offer',
  'tuition-grant-sureties',
  'admission-draft',
  'admission-after-submission',
  'admission-requests',
  'entrance-exams',
  'scholarship',
  'financial-aid',
] as const;
export type ActionItemPlace = (typeof ACTION_ITEM_ORDER)[number];

export interface ActionItems {
  add(place: ActionItemPlace, source: ActionItemSource): void;
  /** Every source's items, in ACTION_ITEM_ORDER. */
  list(db: Db, applicantId: string, now: Date): Promise<ActionItem[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    actionItems: ActionItems;
  }
}

export const actionItemsPlugin = fp(
  async (app: FastifyInstance) => {
    const sources = new Map<ActionItemPlace, ActionItemSource>();
    app.decorate('actionItems', {
      add(place, source) {
        if (sources.has(place)) throw new Error(`Two sources of action items at ${place}`);
        sources.set(place, source);
      },
      async list(db, applicantId, now) {
        // One after another: a dashboard load holds one database connection, not one per domain.
        const items: ActionItem[] = [];
        for (const place of ACTION_ITEM_ORDER) {
          const source = sources.get(place);
          if (source) items.push(...(await source(db, applicantId, now)));
        }
        return items;
      },
    } satisfies ActionItems);
  },
  { name: 'action-items' },
);
