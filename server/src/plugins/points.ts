import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { creditRecharge, type RechargeCredit, type RechargePayment } from '../services/points/recharge-credit.js';
import type { SiteState } from '../state/site-state.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What a payment-provider plugin needs of the points economy. */
    points: {
      /**
       * Credits a payment the provider confirmed (its webhook verified the provider's signature): points from the
       * mint, once per `provider` + `paymentId`, however often the provider reports it.
       */
      creditRecharge(payment: RechargePayment): Promise<RechargeCredit>;
    };
  }
}

/** Needs the anonymous cache first: a credit made outside the API's own routes must still refresh what is cached. */
export const pointsPlugin = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  app.decorate('points', {
    creditRecharge: async (payment: RechargePayment) => {
      const result = await creditRecharge(opts.state.db, payment);
      if (result.credited) await app.anonymousCache.invalidate();
      return result;
    },
  });
});
