import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { flowsPageMachine, type ReportRequest } from '../../../machines/staff/flows-page.machine.ts';
import { useAppServices } from '../app-context.tsx';
import { fetchFlowsCsv, getFlowDiagram, getFlowsReport } from '../../api/flows.ts';
import type { FlowPeriod, FlowsReport } from '../../domain/flows.ts';
import { flowsPages } from '../../i18n/fr/flows-pages.ts';
import { routeContext } from '../route-context.ts';
import { useNotify } from '../use-page-effects.ts';

const api = () => routeContext(null).api();
const DAY_MS = 86_400_000;

/** The 7 days ending today (UTC, as the counts are kept). */
export function lastSevenDays(now = Date.now()): FlowPeriod {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(now - 6 * DAY_MS), to: day(now) };
}

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** /staff/flows: the page machine with the analysts' API calls, the CSV saved as a file and the snackbar. */
export function useFlowsPageActor() {
  const { auth } = useAppServices();
  const notify = useNotify();
  return useActorRef(
    flowsPageMachine.provide({
      actors: {
        loadReport: fromPromise<FlowsReport, ReportRequest>(async ({ input, signal }) => getFlowsReport(await api(), input, { signal })),
        loadDiagram: fromPromise<string, { flow: string }>(async ({ input, signal }) =>
          getFlowDiagram(await api(), input.flow, { signal }),
        ),
        downloadCsv: fromPromise<void, ReportRequest>(async ({ input, signal }) => {
          const blob = await fetchFlowsCsv(await api(), input, auth.default.getSnapshot().context.token, { signal });
          save(blob, `galant-parcours-${input.period.from}-${input.period.to}.csv`);
        }),
      },
      actions: {
        notify: () => notify(flowsPages.csvFailed),
      },
    }),
    { input: { period: lastSevenDays() } },
  );
}
