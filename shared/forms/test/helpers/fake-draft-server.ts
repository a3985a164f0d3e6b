/**
 * The only thing these tests replace: the network under the shared HTTP client (its axios adapter).
 * It answers the two section routes the way the API does (versions, 409 with the current copy), and
 * can be taken offline, made to fail with a 5xx, end the session, or hold its answers back.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { SaveSectionRequest, SectionData, SectionDraft } from '@portal/contracts/forms';
import { http } from '@portal/http/client';

export type ServerMode = 'up' | 'offline' | 'failing' | 'signedOut';

export interface SavedRequest {
  url: string;
  body: SaveSectionRequest;
  /** Asked to arrive even if the page is gone by then (keepalive). */
  keepalive: boolean;
}

export class FakeDraftServer {
  data: SectionData | null = null;
  version = 0;
  savedAt: string | null = null;
  /** The name of the save that wrote the stored copy (null: another tab's, or none). */
  lastSaveId: string | null = null;
  mode: ServerMode = 'up';
  readonly saves: SavedRequest[] = [];
  /** Saves (PUT) that reached the network, answered or not. */
  started = 0;
  /** complete: true answers these errors (the section's full rules). */
  completeErrors: Array<{ code: string; message: string; field?: string }> = [];
  /** Answers the national identity service verified, as the API lists them with the draft. */
  verified: string[] = [];
  /** Retry-After (seconds) sent with the answers of a failing server. */
  retryAfterSeconds: number | null = null;
  private held: Array<() => void> | null = null;
  private answerLost = false;
  private readonly previousAdapter = http.defaults.adapter;

  install(): this {
    http.defaults.adapter = this.adapter;
    return this;
  }

  uninstall(): void {
    http.defaults.adapter = this.previousAdapter;
  }

  /** Another tab or device saves this section. */
  saveElsewhere(data: SectionData): void {
    this.data = data;
    this.version += 1;
    this.lastSaveId = null;
    this.savedAt = new Date().toISOString();
  }

  /** The next save is stored, but its answer never arrives (the connection is cut after the commit). */
  loseNextAnswer(): void {
    this.answerLost = true;
  }

  /** Answers wait until release(): a save stays in flight. */
  hold(): void {
    this.held = [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = null;
    for (const resume of waiting) resume();
  }

  get current(): SectionDraft {
    return { section: 'statement', data: this.data, version: this.version, state: this.data ? 'IN_PROGRESS' : 'NOT_STARTED', savedAt: this.savedAt, verified: this.verified };
  }

  /** Public so that a fake API can hand it the section routes (fake-form-api.ts). */
  readonly adapter: AxiosAdapter = async (config) => {
    if (config.method === 'put') this.started += 1;
    if (this.held) await new Promise<void>((resume) => this.held!.push(resume));
    const answer = this.answer(config);
    if (config.method === 'put' && this.answerLost) {
      this.answerLost = false;
      throw new AxiosError('socket hang up', 'ECONNRESET', config);
    }
    return answer;
  };

  private answer(config: InternalAxiosRequestConfig): AxiosResponse {
    const reply = (status: number, data: unknown): AxiosResponse => {
      const headers = status === 503 && this.retryAfterSeconds !== null ? { 'retry-after': String(this.retryAfterSeconds) } : {};
      const response = { data, status, statusText: '', headers, config };
      if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
      return response;
    };
    if (this.mode === 'offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (this.mode === 'failing') return reply(503, { errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'busy' }] });
    if (this.mode === 'signedOut') return reply(401, { errors: [{ code: 'SESSION_EXPIRED', message: 'ended' }] });
    if (config.method === 'get') return reply(200, this.current);
    const body = JSON.parse(String(config.data)) as SaveSectionRequest;
    this.saves.push({ url: config.url ?? '', body, keepalive: config.keepalive === true });
    // On the version named, or right on top of the save it follows (never on top of another's).
    const onTopOfFollowed = body.follows !== undefined && this.version === body.version + 1 && this.lastSaveId === body.follows;
    const changed = body.version !== this.version && !onTopOfFollowed;
    if (changed) return reply(409, { errors: [{ code: 'DRAFT_CHANGED', message: 'changed' }], current: this.current });
    this.data = body.data;
    this.version += 1;
    this.lastSaveId = body.saveId ?? null;
    this.savedAt = new Date().toISOString();
    const errors = body.complete ? this.completeErrors : [];
    return reply(200, { version: this.version, state: errors.length ? 'HAS_ERRORS' : body.complete ? 'COMPLETED' : 'IN_PROGRESS', savedAt: this.savedAt, errors });
  }
}
