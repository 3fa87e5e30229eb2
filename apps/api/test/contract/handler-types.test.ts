import { describe, expect, it } from 'vitest';
import type { ServiceHandlers } from '../../src/contract/handler-types.ts';

// The assertions of this file are the `@ts-expect-error` lines: the typecheck of the test command (tsc over test/)
// fails when one of them is no longer an error, that is when a handler could misspell a name of the contract again.
describe('handlers typed from the contract', () => {
  it('makes a misspelt operationId, request field or answer field a type error', () => {
    const misspeltOperation: ServiceHandlers<'player'> = {
      // @ts-expect-error the contract has no operation getBalanse
      getBalanse: async () => ({ success: true }),
    };
    const misspeltBodyField: ServiceHandlers<'player'> = {
      setCoolOff: async (request) => {
        // @ts-expect-error the body's field is coolOffDays
        const days: number = request.body.coolOfDays;
        return { success: true, coolOff: days > 0 };
      },
    };
    const wrongAnswerType: ServiceHandlers<'player'> = {
      // @ts-expect-error the answer's page is a number
      getGameTransactions: async (request) => ({
        success: true,
        page: `${request.query.page}`,
        pageCount: 1,
        transactions: [],
      }),
    };
    const missingAnswerField: ServiceHandlers<'player'> = {
      // @ts-expect-error the answer lacks its required balance, cash and promo
      getBalance: async () => ({ success: true, currency: 'EUR' as const }),
    };
    const misspeltPathParameter: ServiceHandlers<'content'> = {
      getGameById: async (request, reply) => {
        // @ts-expect-error getGameById's path parameter is id
        void request.params.gameId;
        return reply;
      },
    };
    const handlers = [misspeltOperation, misspeltBodyField, wrongAnswerType, missingAnswerField, misspeltPathParameter];
    expect(handlers.flatMap((map) => Object.keys(map))).toEqual([
      'getBalanse',
      'setCoolOff',
      'getGameTransactions',
      'getBalance',
      'getGameById',
    ]);
  });
});
