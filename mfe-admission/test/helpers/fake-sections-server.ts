/**
 * The network under the shared HTTP client (its axios adapter) for section pages that read other
 * sections: each section id has its own stored draft; a section the application does not have
 * answers 404 as the API does. Modelled on shared/forms/test/helpers/fake-draft-server.ts.
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { SaveSectionRequest, SectionData, SectionDraft } from '@portal/contracts/forms';
import { http } from '@portal/http/client';

export class FakeSectionsServer {
  readonly saves: Array<{ section: string; body: SaveSectionRequest }> = [];
  private readonly drafts = new Map<string, { data: SectionData | null; version: number }>();
  private readonly previousAdapter = http.defaults.adapter;

  /** @param sections the sections this application has, with their saved answers (null: never saved). */
  constructor(sections: Record<string, SectionData | null>) {
    for (const [section, data] of Object.entries(sections)) this.drafts.set(section, { data, version: data ? 1 : 0 });
  }

  install(): this {
    http.defaults.adapter = this.adapter;
    return this;
  }

  uninstall(): void {
    http.defaults.adapter = this.previousAdapter;
  }

  private draft(section: string): SectionDraft {
    const stored = this.drafts.get(section)!;
    return { section, data: stored.data, version: stored.version, state: stored.data ? 'IN_PROGRESS' : 'NOT_STARTED', savedAt: stored.data ? new Date().toISOString() : null };
  }

  private readonly adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const reply = (status: number, data: unknown): AxiosResponse => {
      const response = { data, status, statusText: '', headers: {}, config };
      if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, null, response);
      return response;
    };
    const section = /\/sections\/([^/?]+)/.exec(config.url ?? '')?.[1] ?? '';
    const stored = this.drafts.get(section);
    if (!stored) return reply(404, { errors: [{ code: 'SECTION_NOT_IN_APPLICATION', message: 'not in application' }] });
    if (config.method === 'get') return reply(200, this.draft(section));
    const body = JSON.parse(String(config.data)) as SaveSectionRequest;
    this.saves.push({ section, body });
    if (body.version !== stored.version) return reply(409, { errors: [{ code: 'DRAFT_CHANGED', message: 'changed' }], current: this.draft(section) });
    stored.data = body.data;
    stored.version += 1;
    return reply(200, { version: stored.version, state: body.complete ? 'COMPLETED' : 'IN_PROGRESS', savedAt: new Date().toISOString(), errors: [] });
  };
}
