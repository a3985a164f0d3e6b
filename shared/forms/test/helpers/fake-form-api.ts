/**
 * The shared fake API for a remote with long forms: section drafts (…/sections/{id}) go to the fake draft
 * server, which answers them as the API does (versions, conflicts, complete: true); every other route
 * answers what a test gives it.
 */
import { FakeApi, installFakeApi } from '../../../http/test/helpers/fake-api';
import { FakeDraftServer } from './fake-draft-server';

const SECTION_DRAFT = /\/sections\/[^/]+$/;

export class FakeFormApi extends FakeApi {
  readonly drafts = new FakeDraftServer();

  constructor() {
    super();
    this.handOff(SECTION_DRAFT, this.drafts.adapter);
  }
}

/** A fresh fake form API around each test of the file; returns a getter. */
export const installFakeFormApi = (): (() => FakeFormApi) => installFakeApi(() => new FakeFormApi());
