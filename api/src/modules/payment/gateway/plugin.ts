/** Gives every route `app.paymentGateway`: the configured gateway, or null when payments are off. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { gatewayFromConfig } from './from-config';
import type { PaymentGateway } from './payment-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    /** null: no gateway configured (Pay answers PAYMENTS_OFF; fees are still listed and the office can record payments). */
    paymentGateway: PaymentGateway | null;
  }
}

export const paymentGatewayPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('paymentGateway', await gatewayFromConfig(app.config));
  },
  { name: 'payment-gateway', dependencies: ['app-context'] },
);
