/**
 * Serves the scripts happy-dom loads, so script tests see real load/error events without the
 * network. happy-dom only fetches and runs scripts when evaluation is enabled: the fixture turns
 * it on and restores the previous settings.
 */

interface HappyDomSettings {
  enableJavaScriptEvaluation: boolean;
  fetch: { interceptor: unknown };
}

function happyDomSettings(): HappyDomSettings {
  return (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM.settings;
}

/** What a script URL answers: a body (200), an HTTP error status, or no answer yet. */
export type ScriptAnswer = { body: string } | { status: number } | 'pending';

export interface ScriptServer {
  /** URLs requested so far. */
  readonly requests: string[];
  /** Answers pending requests (with an empty script) and restores happy-dom's settings. */
  restore(): void;
}

export function serveScripts(answer: (url: string) => ScriptAnswer): ScriptServer {
  const settings = happyDomSettings();
  const previous = { evaluation: settings.enableJavaScriptEvaluation, interceptor: settings.fetch.interceptor };
  const requests: string[] = [];
  const pending: Array<() => void> = [];
  settings.enableJavaScriptEvaluation = true;
  settings.fetch.interceptor = {
    beforeAsyncRequest: ({ request }: { request: Request }): Promise<Response> => {
      requests.push(request.url);
      const result = answer(request.url);
      if (result === 'pending') {
        return new Promise((resolve) => pending.push(() => resolve(new Response('', { status: 200 }))));
      }
      const response =
        'body' in result
          ? new Response(result.body, { status: 200, headers: { 'content-type': 'text/javascript' } })
          : new Response('', { status: result.status });
      return Promise.resolve(response);
    },
  };
  return {
    requests,
    restore() {
      for (const release of pending.splice(0)) release();
      settings.enableJavaScriptEvaluation = previous.evaluation;
      settings.fetch.interceptor = previous.interceptor;
    },
  };
}

export function scriptsWithKey(key: string): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>(`script[data-third-party="${key}"]`));
}
