import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { Config } from '../config';

/** Idle keep-alive connections close after this; a browser reopens one at no visible cost. */
const KEEP_ALIVE_MS = 5_000;

/**
 * The HTTP server under Fastify, with the timeouts that cut off slow clients: a connection that
 * trickles its headers or body holds a socket and memory, so past these Node answers 408 and closes
 * it. Node checks them on an interval (30 s by default), so the interval follows the headers timeout.
 */
export function httpServerFactory(timeouts: Config['timeouts']): FastifyServerFactory {
  return (handler) =>
    http.createServer(
      {
        requestTimeout: timeouts.requestSeconds * 1000,
        headersTimeout: timeouts.headersSeconds * 1000,
        keepAliveTimeout: KEEP_ALIVE_MS,
        connectionsCheckingInterval: Math.min(timeouts.headersSeconds * 1000, 5_000) / 2,
      },
      handler,
    );
}
