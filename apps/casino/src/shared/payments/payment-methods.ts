import { unwrap, type Api, type PlayerComponents } from '@casino/api-client';
import { queryOptions } from '@tanstack/react-query';

type PaymentMethods = PlayerComponents['schemas']['PaymentMethod'][];

/**
 * The payment methods as a visitor gets them (spec 7, GET /payment/methods; open to visitors): the bank login and
 * Pay N Play use methods[0]. Loaded afresh each time the logged-out panel or the login page opens (spec 2.5). Only visitors' screens
 * ask for it, so the answer never holds a player's stored payment details; its key is not the player's, which the
 * session drops when it finds a visitor, so a button showing it does not lose it the moment the page has loaded.
 */
export const paymentMethodsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['visitor', 'paymentMethods'],
    queryFn: async (): Promise<PaymentMethods> => (await unwrap(api.player.GET('/payment/methods'))).methods,
    staleTime: 0,
  });
