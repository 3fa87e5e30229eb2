import { player } from '../../stories/contract-handlers';

/**
 * The payment methods a visitor's login screens load for the bank login (GET /payment/methods), for the screen
 * stories of the login page and panel.
 */
export const paymentMethods = player.get('/payment/methods', {
  success: true,
  methods: [{ method: 'trustly', minAmount: { EUR: 10 }, maxAmount: { EUR: 100000 } }],
});
