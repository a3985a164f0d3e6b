/**
 * Makes the address look-up the configuration asks for available to every module as
 * `app.addressLookup`: OneMap when ADDRESS_LOOKUP_URL is set, otherwise null (the feature is off).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OneMapAddressLookup } from './onemap';
import type { SingaporeAddressLookup } from './singapore-address-lookup';

declare module 'fastify' {
  interface FastifyInstance {
    addressLookup: SingaporeAddressLookup | null;
  }
}

export const addressLookupPlugin = fp(
  async (app: FastifyInstance) => {
    const { addressLookupUrl, addressLookupAccount } = app.config;
    const lookup = addressLookupUrl ? new OneMapAddressLookup({ baseUrl: addressLookupUrl, account: addressLookupAccount, log: app.log }) : null;
    app.decorate('addressLookup', lookup);
  },
  { name: 'address-lookup', dependencies: ['app-context'] },
);
