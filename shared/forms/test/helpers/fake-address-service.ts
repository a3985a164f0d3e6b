/**
 * The network under the shared HTTP client for the address look-up route only: it answers
 * GET /api/address/singapore/{postalCode} the way the API does (found, several, 404, 503, offline)
 * and hands every other request to the adapter installed before it (e.g. the fake draft server).
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { SingaporeAddress } from '@portal/contracts/address';
import { http } from '@portal/http/client';

export type AddressServiceMode = 'up' | 'down' | 'off' | 'offline';

export const HOME: SingaporeAddress = { block: '123', street: 'ANG MO KIO AVENUE 3', building: '', postalCode: '560123' };
export const TWO_BUILDINGS: SingaporeAddress[] = [
  { block: '10', street: 'BAYFRONT AVENUE', building: 'MARINA BAY SANDS HOTEL', postalCode: '018956' },
  { block: '10', street: 'BAYFRONT AVENUE', building: 'SANDS EXPO AND CONVENTION CENTRE', postalCode: '018956' },
];

export class FakeAddressService {
  mode: AddressServiceMode = 'up';
  readonly addresses = new Map<string, SingaporeAddress[]>([
    ['560123', [HOME]],
    ['018956', TWO_BUILDINGS],
  ]);
  /** Postal codes asked for, in order. */
  readonly requests: string[] = [];
  private previousAdapter: InternalAxiosRequestConfig['adapter'];

  install(): this {
    this.previousAdapter = http.defaults.adapter;
    http.defaults.adapter = this.adapter;
    return this;
  }

  uninstall(): void {
    http.defaults.adapter = this.previousAdapter;
  }

  private readonly adapter: AxiosAdapter = async (config) => {
    const postalCode = /\/address\/singapore\/([^/?]+)$/.exec(config.url ?? '')?.[1];
    if (postalCode === undefined) return (this.previousAdapter as AxiosAdapter)(config);
    this.requests.push(decodeURIComponent(postalCode));
    const reply = (status: number, data: unknown): AxiosResponse => {
      const response = { data, status, statusText: '', headers: {}, config };
      if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
      return response;
    };
    if (this.mode === 'offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (this.mode === 'down') return reply(503, { errors: [{ code: 'ADDRESS_LOOKUP_UNAVAILABLE', message: 'unavailable' }] });
    if (this.mode === 'off') return reply(503, { errors: [{ code: 'ADDRESS_LOOKUP_OFF', message: 'off' }] });
    const found = this.addresses.get(decodeURIComponent(postalCode));
    if (!found) return reply(404, { errors: [{ code: 'POSTAL_CODE_NOT_FOUND', message: 'not found', field: 'postalCode' }] });
    return reply(200, { postalCode, addresses: found });
  };
}
