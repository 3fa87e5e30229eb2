import type { FastifyReply, FastifyRequest } from 'fastify';

/** The implementation of one operation of the contract; its request is already validated against the contract. */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** One service document's implemented operations, by operationId. An operation without one answers 501. */
export type ServiceHandlers = Partial<Record<string, OperationHandler>>;
