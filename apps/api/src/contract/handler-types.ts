import type {
  AvatarComponents,
  AvatarOperations,
  CmsOperations,
  ContentComponents,
  ContentOperations,
  PlayerComponents,
  PlayerOperations,
} from '@casino/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceName } from './services.ts';

/** The operations of each service document, as openapi-typescript generates them from `openapi/`. */
interface ServiceOperations {
  player: PlayerOperations;
  content: ContentOperations;
  avatar: AvatarOperations;
  cms: CmsOperations;
}

interface Operation {
  parameters: { query?: unknown; path?: unknown };
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string | number, unknown>;
}

/**
 * The request body of an operation, of whichever media type it declares (they share one schema); undefined when it
 * takes none, and possibly undefined when the body is optional.
 */
type BodyOf<Op extends Operation> = [NonNullable<Op['requestBody']>] extends [never]
  ? undefined
  : NonNullable<Op['requestBody']> extends { content: infer Media }
    ? Media[keyof Media] | (undefined extends Op['requestBody'] ? undefined : never)
    : undefined;

/** The JSON an operation answers with on success (2xx). */
type AnswerOf<Op extends Operation> = {
  [Status in keyof Op['responses']]: Status extends 200 | 201 | 202
    ? Op['responses'][Status] extends { content: { 'application/json': infer Json } }
      ? Json
      : never
    : never;
}[keyof Op['responses']];

/** A request of an operation: its body, query and path parameters typed from the contract, which has validated them. */
export type OperationRequest<Op extends Operation> = FastifyRequest<{
  Body: BodyOf<Op>;
  Querystring: Exclude<Op['parameters']['query'], undefined>;
  Params: Exclude<Op['parameters']['path'], undefined>;
}>;

/**
 * The implementation of one operation: it answers the contract's success body, or sends the reply itself (the
 * answer cache, images) and returns it.
 */
export type OperationHandler<Op extends Operation> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<AnswerOf<Op> | FastifyReply>;

/**
 * Implemented operations of a service document, by operationId, each typed from the contract: a misspelt
 * operationId, request field or answer field is a type error. An operation without a handler answers 501.
 */
export type ServiceHandlers<Service extends ServiceName> = {
  [Id in keyof ServiceOperations[Service]]?: ServiceOperations[Service][Id] extends Operation
    ? OperationHandler<ServiceOperations[Service][Id]>
    : never;
};

/** The request of an operation of the player API, for helpers that several handlers share. */
export type PlayerRequest<Id extends keyof PlayerOperations> = OperationRequest<PlayerOperations[Id]>;

/**
 * The success answer of an operation, for an answer built apart from its handler: the answer cache sends it as it is,
 * without the route's serializer, so its builder declares this type.
 */
export type PlayerAnswer<Id extends keyof PlayerOperations> = AnswerOf<PlayerOperations[Id]>;
export type ContentAnswer<Id extends keyof ContentOperations> = AnswerOf<ContentOperations[Id]>;

/** The schemas of each document, for answers built outside a handler. */
export type PlayerSchemas = PlayerComponents['schemas'];
export type ContentSchemas = ContentComponents['schemas'];
export type AvatarSchemas = AvatarComponents['schemas'];

/** A handler as fastify-openapi-glue calls it: the contract has validated the request before. */
export type RegisteredHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Every service document's implemented operations, as the composition root (src/domains.ts) assembles them. */
export type DomainHandlers = { [Service in ServiceName]: ServiceHandlers<Service> };

/**
 * The handler of a service's `operationId`, as the router calls it, or undefined when none is implemented. The one
 * widening of the contract's types: the router calls it only with a request that the contract validated for that
 * operation, which is the request its type names.
 */
export function registeredHandler(
  handlers: DomainHandlers,
  service: ServiceName,
  operationId: string,
): RegisteredHandler | undefined {
  return (handlers[service] as Partial<Record<string, RegisteredHandler>>)[operationId];
}
