import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './log-serializers.ts';

/** Files the browser fetches by the dozen: a line each would bury what a developer looks for. */
const QUIET_PATHS = /^\/(assets\/|favicon|apple-touch-icon|robots\.txt|sitemap|site\.webmanifest|builds\/)/;

/**
 * Where logs go in a developer's terminal (config.logFormat 'pretty'): one readable line per event,
 * written at once so the start banner (printed with console.log) comes after what precedes it.
 * pino-pretty is loaded only then: JSON logs (a service, the benches) never pay for it at start.
 */
export async function prettyLogStream(): Promise<NodeJS.WritableStream> {
  const { default: pinoPretty } = await import('pino-pretty');
  return pinoPretty({ colorize: true, singleLine: true, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' });
}

/**
 * Fastify writes two JSON lines per request ("incoming request", "request completed"); in a
 * terminal one line once answered is enough ("GET /articles 200 14 ms"). None for static files
 * served well, nor for the calls the server-side rendering makes to the API by inject (their page
 * has its line). Errors keep their own lines (the error handler and Fastify's defaults).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    const internal = request.headers['user-agent'] === 'lightMyRequest';
    if (internal || (reply.statusCode < 400 && QUIET_PATHS.test(request.url))) return;
    reply.log.info(`${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
  }
}
