/**
 * One log line per request instead of Fastify's two (docs/PERFORMANCE.md, "Where a save's CPU goes"): Fastify writes
 * "incoming request" (with `req`) when a request arrives and "request completed" (with `res` and the response time)
 * when it ends, each serialized, redacted and written on its own. The request log was a fifth of a save's CPU time;
 * this writes only the completed line and puts `req` in it (safe-request.ts still describes it), so each request still
 * says where it came from, what it asked and how it ended. A request that never completes (the connection dropped)
 * logs what Fastify logs for it (stream errors, "request errored").
 *
 * The completed line skips pino's redaction (docs/PERFORMANCE.md, "CPU per save"): its fields are only what the
 * serializers make (safe-request.ts: method, address without query values, host, client address and port; Fastify's
 * `res`: the status code), none of which a redacted path names, and walking the 80-odd wildcard paths over them was
 * most of the line's cost. The line is the same text, written through a child of the app's logger without redaction;
 * the errored line, which carries an error, stays redacted.
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

const unredactedChildren = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

/** The app's logger without redaction, made once per logger (two apps in one process never share one). */
function unredacted(logger: FastifyBaseLogger): FastifyBaseLogger {
  let child = unredactedChildren.get(logger);
  if (!child) unredactedChildren.set(logger, (child = logger.child({}, { redact: [] })));
  return child;
}

export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else {
      // The request's own logger only adds the request id, which this line carries in the same place.
      const line = { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime };
      unredacted(request.server.log).info(line, 'request completed');
    }
  }
}
