import type { FastifyInstance, FastifyRequest } from 'fastify';

type RouteOptions = FastifyRequest['routeOptions'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The matched route's options, once read (see `routeOf`). */
    matchedRoute?: RouteOptions;
  }
}

/** Lets `routeOf` keep what it read on the request. Installed before any hook that reads a route. */
export function installRouteOf(app: FastifyInstance) {
  app.decorateRequest('matchedRoute', undefined);
}

/**
 * The matched route's options (its template, config and capability). Fastify builds a new object of
 * thirteen fields on every read of `request.routeOptions`, and each hook of every request reads it:
 * here it is built once per request.
 */
export const routeOf = (request: FastifyRequest): RouteOptions => (request.matchedRoute ??= request.routeOptions);
