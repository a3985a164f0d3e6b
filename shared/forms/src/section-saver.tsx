/**
 * One section's saving, outside React so its rules read in one place:
 * - every change goes to the device at once (local-drafts) and to the server after a pause in typing
 *   (AUTOSAVE_PAUSE_MS), and at least every AUTOSAVE_MAX_WAIT_MS while the applicant keeps typing;
 * - never two saves in flight: a save asked for during one waits and sends the latest values then;
 * - when the page is left or hidden (a link, a closed tab, another app on a phone) what is unsent goes
 *   at once; every save is a request that outlives the page (draft-client.tsx), so one already on its
 *   way when the page goes still arrives, and the newer answers go at once after it, naming it (the
 *   page may be gone before its answer comes);
 * - a failed save keeps the local copy and tries again with back-off, and at once when the browser
 *   says it is back online; an ended session, a refusal or a conflict stop the retries;
 * - 409 never overwrites: the saver holds the newer copy until the applicant picks one.
 * Components read `status` through subscribe/getStatus (useSyncExternalStore).
 */
import type { ApiError } from '@portal/contracts/api';
import type { SectionData, SectionDraft } from '@portal/contracts/forms';
import { newSaveId, saveSectionDraft, type SaveOutcome } from './draft-client';
import { clearLocalDraft, localDraftKey, readLocalDraft, sameValues, writeLocalDraft, type LocalDraft } from './local-drafts';

export const AUTOSAVE_PAUSE_MS = 2_000;
/** Continuous typing still saves (and so keeps the session alive) this often. */
export const AUTOSAVE_MAX_WAIT_MS = 15_000;
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

export type SaveStatusState =
  /** Nothing sent during this visit yet. */
  | { kind: 'idle' }
  | { kind: 'saving'; explicit: boolean }
  /** `explicit`: the applicant pressed a save button (worth announcing), rather than an autosave. */
  | { kind: 'saved'; at: Date; explicit: boolean }
  /** Kept on this device; the network is down. Sent when the browser is back online. */
  | { kind: 'offline' }
  /** Kept on this device; the server did not answer properly. Tried again with back-off. */
  | { kind: 'unavailable' }
  /** Kept on this device; the session ended. Sent after signing in again. */
  | { kind: 'signedOut' }
  /** The server refused these answers; they stay on the device until the applicant changes them. */
  | { kind: 'rejected'; errors: ApiError[] }
  /** Another tab or device saved first: `current` is its copy. Nothing is sent until the applicant chooses. */
  | { kind: 'conflict'; current: SectionDraft };

/** What "Save and continue" learns: the section's errors by the full rules, or why it was not saved. */
export type CompleteOutcome = { saved: true; errors: ApiError[] } | { saved: false; status: SaveStatusState };

/** A save on its way: what it sends, on which version, under which name. */
interface InFlight {
  values: SectionData;
  request: Request;
  basedOn: number;
  saveId: string;
}

interface Request {
  complete: boolean;
  explicit: boolean;
  waiters: Array<(outcome: SaveOutcome) => void>;
  /** Sent again after the server turned out to hold its values already (once only). */
  resentAfterOwnSave?: boolean;
  /** Asked for as the page was left or hidden: sent even by a disposed saver. */
  outlivePage?: boolean;
}

/**
 * The server's copy holds every answer of `values`: what this device sent. (A key the server's copy
 * lacks is not compared: sending again stores it anyway.)
 */
function holdsTheseValues(current: SectionDraft, values: SectionData): boolean {
  return current.data !== null && sameValues({ ...values, ...current.data }, values);
}

/** Where a section starts when its page opens: the server's copy, or this device's unsent one on top. */
export interface StartingPoint<V> {
  values: V;
  version: number;
  /** The values the server holds, with the form's defaults (null: unknown, the server could not be asked). */
  confirmed: SectionData | null;
  /** This device has answers the server does not: send them. */
  unsent: boolean;
  /** The server moved on since this device's copy was typed: the applicant must choose. */
  conflict: SectionDraft | null;
}

const withDefaults = <V extends SectionData>(empty: V, data: SectionData | null | undefined): V => ({ ...empty, ...(data ?? {}) }) as V;

export function startingPoint<V extends SectionData>(server: SectionDraft, local: LocalDraft | null, empty: V): StartingPoint<V> {
  const serverValues = withDefaults(empty, server.data);
  // A section never saved counts as holding the empty form: tabbing through it saves nothing.
  const confirmed = serverValues;
  if (!local || sameValues(local.values, serverValues)) {
    return { values: serverValues, version: server.version, confirmed, unsent: false, conflict: null };
  }
  const values = withDefaults(empty, local.values);
  // The local copy was typed on top of an older version than the server now holds.
  if (local.baseVersion < server.version) return { values, version: server.version, confirmed, unsent: true, conflict: server };
  return { values, version: server.version, confirmed, unsent: true, conflict: null };
}

/** When the server could not be asked: this device's copy, if it has one, sent later on its own version. */
export function offlineStartingPoint<V extends SectionData>(local: LocalDraft, empty: V): StartingPoint<V> {
  return { values: withDefaults(empty, local.values), version: local.baseVersion, confirmed: null, unsent: true, conflict: null };
}

export class SectionSaver {
  private readonly key: string;
  private version: number;
  private latest: SectionData;
  private confirmed: SectionData | null;
  private status: SaveStatusState = { kind: 'idle' };
  private readonly listeners = new Set<() => void>();
  private wanted: Request | null = null;
  private sending: InFlight | null = null;
  /** The values last sent to follow a save on its way as the page was left (sent once each). */
  private sentFollowing: SectionData | null = null;
  /**
   * The last save sent whose answer never came (cut off, the portal unreachable): it may have landed
   * all the same. The next save names it, so the server stores that one on top of it if so, rather
   * than refusing the applicant's own newer words as another tab's.
   */
  private unanswered: string | null = null;
  private pauseTimer: ReturnType<typeof setTimeout> | undefined;
  private maxWaitTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private disposed = false;

  constructor(
    private readonly baseUrl: string,
    private readonly section: string,
    start: StartingPoint<SectionData>,
  ) {
    this.key = localDraftKey(baseUrl, section);
    this.version = start.version;
    this.latest = start.values;
    this.confirmed = start.confirmed;
    if (start.conflict) this.setStatus({ kind: 'conflict', current: start.conflict });
    // Not while the server draws the page (shared/mount/src/server.tsx): that saver never saves.
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.onOnline);
      window.addEventListener('pagehide', this.onPageGoing);
      document.addEventListener('visibilitychange', this.onVisibilityChange);
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): SaveStatusState => this.status;

  /** The form's values as this saver last saw them (kept on the device, sent or not). */
  currentValues(): SectionData {
    return this.latest;
  }

  /** The form's values changed: keep them on the device now, send them after a pause. */
  change(values: SectionData): void {
    if (this.disposed || sameValues(values, this.latest)) return;
    this.latest = values;
    this.keepLocally();
    if (this.status.kind === 'conflict' || this.status.kind === 'signedOut') return;
    clearTimeout(this.pauseTimer);
    this.pauseTimer = setTimeout(() => this.autosave(), AUTOSAVE_PAUSE_MS);
    this.maxWaitTimer ??= setTimeout(() => this.autosave(), AUTOSAVE_MAX_WAIT_MS);
  }

  /** A field lost focus: send what changed now rather than after the pause. */
  flush(): void {
    this.autosave();
  }

  /** "Save Application": sends now, even without changes, so the applicant sees it confirmed. */
  save(): Promise<SaveOutcome> {
    return this.request({ complete: false, explicit: true });
  }

  /** "Save and continue": sends the latest answers with complete: true; resolves with the server's findings. */
  async saveComplete(): Promise<CompleteOutcome> {
    const outcome = await this.request({ complete: true, explicit: true });
    return outcome.kind === 'saved' ? { saved: true, errors: outcome.response.errors } : { saved: false, status: this.status };
  }

  /** Conflict: the applicant takes the other tab's or device's copy. Returns the values to show. */
  loadNewer<V extends SectionData>(empty: V): V | null {
    if (this.status.kind !== 'conflict') return null;
    const { current } = this.status;
    const values = withDefaults(empty, current.data);
    this.version = current.version;
    this.confirmed = values;
    this.latest = values;
    clearLocalDraft(this.key);
    this.setStatus(current.savedAt ? { kind: 'saved', at: new Date(current.savedAt), explicit: true } : { kind: 'idle' });
    return values;
  }

  /** Conflict: the applicant keeps the answers on this page, saved on top of the newer version. */
  keepMine(): Promise<SaveOutcome> | null {
    if (this.status.kind !== 'conflict') return null;
    this.version = this.status.current.version;
    this.keepLocally();
    this.setStatus({ kind: 'idle' });
    return this.request({ complete: false, explicit: true });
  }

  /**
   * The server's copy as a load found it after this saver began from the copy the page carried (a
   * moment older: another tab may have saved since). A saver that has sent since keeps its own
   * version: its save is newer than what the load saw.
   */
  catchUp(start: StartingPoint<SectionData>): void {
    if (this.sending || this.wanted || start.version <= this.version) return;
    this.version = start.version;
    this.confirmed = start.confirmed;
    this.latest = start.values;
    if (start.conflict) this.setStatus({ kind: 'conflict', current: start.conflict });
  }

  /** Sends the answers restored from this device when the page opened. */
  sendRestored(): void {
    if (this.status.kind !== 'conflict') void this.request({ complete: false, explicit: false });
  }

  dispose(): void {
    if (this.disposed) return;
    this.listeners.clear();
    // Another page opened (Back, a link) before the pause ran out: what is unsent still goes.
    this.sendBeforeLeaving();
    this.disposed = true;
    clearTimeout(this.pauseTimer);
    clearTimeout(this.maxWaitTimer);
    clearTimeout(this.retryTimer);
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('pagehide', this.onPageGoing);
      document.removeEventListener('visibilitychange', this.onVisibilityChange);
    }
  }

  private readonly onOnline = () => {
    if (this.status.kind === 'offline' || this.status.kind === 'unavailable') this.retryNow();
  };

  /**
   * The page is being left, or hidden: a phone may end a hidden tab without another word, and the
   * pause before an autosave may never run out. What is unsent goes now. (A save already on its way
   * with the same values answers for it; one with older values has this one queued behind it.)
   */
  private readonly sendBeforeLeaving = () => {
    if (this.disposed || !this.unsent || this.status.kind === 'conflict' || this.status.kind === 'signedOut') return;
    void this.request({ complete: false, explicit: false, outlivePage: true });
  };

  /**
   * The page itself is going, or may be ended unseen (hidden on a phone). (Another page of the portal
   * opening keeps this one's requests alive, so dispose() only queues what is unsent.)
   */
  private readonly onPageGoing = () => {
    this.sendBeforeLeaving();
    this.sendFollowingSaveOnItsWay();
  };

  /**
   * A save on its way holds older values than the page now has, and the page is going: the queued
   * request would leave only when that save's answer comes, which a closed page never sees. So the
   * newer values go now too, naming that save: the server stores them on top of it, or before it if
   * they arrive first (that one is then refused as older), never on top of another tab's save. Its
   * answer is not waited for: if the page stays after all, the queued request follows as usual and
   * finds these values already stored (the conflict that "holds these values" handles).
   */
  private sendFollowingSaveOnItsWay(): void {
    const inFlight = this.sending;
    if (this.disposed || this.status.kind === 'conflict' || this.status.kind === 'signedOut') return;
    if (!inFlight || sameValues(inFlight.values, this.latest) || (this.sentFollowing && sameValues(this.sentFollowing, this.latest))) return;
    this.sentFollowing = this.latest;
    void saveSectionDraft(this.baseUrl, this.section, { data: this.latest, version: inFlight.basedOn, complete: false, saveId: newSaveId(), follows: inFlight.saveId });
  }

  private readonly onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') this.onPageGoing();
  };

  private get unsent(): boolean {
    return this.confirmed === null ? true : !sameValues(this.latest, this.confirmed);
  }

  private autosave(): void {
    if (this.disposed || !this.unsent || this.status.kind === 'conflict' || this.status.kind === 'signedOut') return;
    void this.request({ complete: false, explicit: false });
  }

  private retryNow(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    void this.request({ complete: false, explicit: false });
  }

  private keepLocally(): void {
    writeLocalDraft(this.key, { values: this.latest, baseVersion: this.version, changedAt: Date.now() });
  }

  private request(asked: Omit<Request, 'waiters'>): Promise<SaveOutcome> {
    return new Promise((resolve) => {
      // Until the applicant picks a copy, sending would only be refused again.
      if (this.status.kind === 'conflict') return resolve({ kind: 'conflict', current: this.status.current });
      clearTimeout(this.pauseTimer);
      clearTimeout(this.maxWaitTimer);
      this.pauseTimer = this.maxWaitTimer = undefined;
      // A save already on its way with these very values answers this request too.
      const inFlight = this.sending;
      if (inFlight && !this.wanted && sameValues(inFlight.values, this.latest) && (inFlight.request.complete || !asked.complete)) {
        inFlight.request.explicit ||= asked.explicit;
        inFlight.request.waiters.push(resolve);
        return;
      }
      const wanted = this.wanted;
      this.wanted = {
        complete: asked.complete || Boolean(wanted?.complete),
        explicit: asked.explicit || Boolean(wanted?.explicit),
        outlivePage: asked.outlivePage || Boolean(wanted?.outlivePage),
        waiters: [...(wanted?.waiters ?? []), resolve],
      };
      void this.pump();
    });
  }

  /** Sends queued requests one at a time, each with the latest values at the moment it leaves. */
  private async pump(): Promise<void> {
    if (this.sending) return;
    // A disposed saver still sends what was asked for as its page went.
    while (this.wanted && (!this.disposed || this.wanted.outlivePage)) {
      const request = this.wanted;
      this.wanted = null;
      const values = this.latest;
      const sending: InFlight = { values, request, basedOn: this.version, saveId: newSaveId() };
      this.sending = sending;
      this.setStatus({ kind: 'saving', explicit: request.explicit });
      const outcome =
        typeof navigator !== 'undefined' && navigator.onLine === false
          ? ({ kind: 'unavailable', offline: true } as const)
          : await saveSectionDraft(this.baseUrl, this.section, {
              data: values,
              version: sending.basedOn,
              complete: request.complete,
              saveId: sending.saveId,
              ...(this.unanswered ? { follows: this.unanswered } : {}),
            });
      this.sending = null;
      this.unanswered = outcome.kind === 'unavailable' ? sending.saveId : null;
      if (outcome.kind === 'conflict' && !request.resentAfterOwnSave && this.madeByThisPage(outcome.current, values)) {
        // The server already holds exactly these answers: an earlier attempt of this save landed but
        // its answer was lost (a connection cut, an instance that stopped, a 503 after the commit), or
        // they went ahead as the page was hidden (sendFollowingSaveOnItsWay). Not another tab's work:
        // take the version it made and send once more, which answers this request properly (a "Save
        // and continue" gets the section's full check).
        this.version = outcome.current.version;
        this.sentFollowing = null;
        // (Typing meanwhile may have asked for another save: it goes out with this one.)
        const later = this.wanted as Request | null;
        this.wanted = {
          complete: request.complete || Boolean(later?.complete),
          explicit: request.explicit || Boolean(later?.explicit),
          outlivePage: request.outlivePage || Boolean(later?.outlivePage),
          resentAfterOwnSave: true,
          waiters: [...request.waiters, ...(later?.waiters ?? [])],
        };
        continue;
      }
      // A disposed saver still learns the version its save made: a save queued behind it (typed
      // before another page of the portal opened) must go on that version, or it would be refused
      // as another tab's and the applicant later asked to choose between two copies of their own.
      if (!this.disposed || outcome.kind === 'saved') this.settle(values, request, outcome);
      for (const resolve of request.waiters) resolve(outcome);
      // After a failure the queue waits for the retry (or the applicant's next move).
      if (outcome.kind !== 'saved' && this.wanted) {
        const waiting: Request = this.wanted;
        this.wanted = null;
        for (const resolve of waiting.waiters) resolve(outcome);
      }
    }
  }

  /** The server's newer copy is one this page sent: these values, or those sent to follow a save on its way. */
  private madeByThisPage(current: SectionDraft, values: SectionData): boolean {
    return holdsTheseValues(current, values) || (this.sentFollowing !== null && holdsTheseValues(current, this.sentFollowing));
  }

  private settle(values: SectionData, request: Request, outcome: SaveOutcome): void {
    switch (outcome.kind) {
      case 'saved': {
        this.failures = 0;
        this.version = outcome.response.version;
        this.confirmed = values;
        // The copy on the device goes only if it holds what was confirmed; newer typing stays, now on the new version.
        if (sameValues(this.latest, values)) clearLocalDraft(this.key, values);
        else this.keepLocally();
        this.setStatus({ kind: 'saved', at: new Date(outcome.response.savedAt), explicit: request.explicit });
        return;
      }
      case 'conflict':
        this.setStatus({ kind: 'conflict', current: outcome.current });
        return;
      case 'signedOut':
        this.setStatus({ kind: 'signedOut' });
        return;
      case 'rejected':
        this.setStatus({ kind: 'rejected', errors: outcome.errors });
        return;
      case 'unavailable': {
        this.setStatus({ kind: outcome.offline ? 'offline' : 'unavailable' });
        // Never sooner than the server asked (a portal shedding load on deadline night says when).
        const delay = Math.min(Math.max(RETRY_FIRST_MS * 2 ** this.failures, outcome.retryAfterMs ?? 0), RETRY_MAX_MS);
        this.failures += 1;
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.retryNow(), delay);
        return;
      }
    }
  }

  private setStatus(status: SaveStatusState): void {
    this.status = status;
    for (const listener of [...this.listeners]) listener();
  }
}

/** This device's unsent copy of a section, if any (for a page that could not reach the server). */
export const readUnsentCopy = (baseUrl: string, section: string): LocalDraft | null => readLocalDraft(localDraftKey(baseUrl, section));
