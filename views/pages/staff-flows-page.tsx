import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { useFlowsPageActor } from '../../src/app/staff-flows/use-flows-page-actor.ts';
import { fill } from '../../src/i18n/fill.ts';
import { formatDate } from '../../src/i18n/format.ts';
import { flowsPages as texts } from '../../src/i18n/fr/flows-pages.ts';
import { FormAlert } from '../components/form/form-alert.tsx';
import { inputClass } from '../components/form/text-field.tsx';
import { useHydrated } from '../components/form/use-hydrated.ts';
import { FlowDiagram } from '../components/staff-flows/flow-diagram.tsx';
import { flowName } from '../components/staff-flows/format.ts';
import { CancellationsTable, ErrorCodesTable, FunnelTable, StatesTable, TransitionsTable } from '../components/staff-flows/tables.tsx';

const field = `${inputClass} border-gray-300 focus:border-primary focus:ring-primary/30`;
const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60';

/** /staff/flows (analysts, staff admins): the members' journeys counted, from the machines that run them. */
export default function StaffFlowsPage() {
  const actor = useFlowsPageActor();
  const hydrated = useHydrated();
  const ids = { from: useId(), to: useId(), compare: useId(), flow: useId(), refused: useId() };
  const period = useSelector(actor, (snapshot) => snapshot.context.period);
  const compare = useSelector(actor, (snapshot) => snapshot.context.compare);
  const report = useSelector(actor, (snapshot) => snapshot.context.report);
  const flowKey = useSelector(actor, (snapshot) => snapshot.context.flow);
  const diagram = useSelector(actor, (snapshot) => snapshot.context.diagram);
  const refused = useSelector(actor, (snapshot) => snapshot.context.periodRefused);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const diagramLoading = useSelector(actor, (snapshot) => snapshot.matches({ ready: { diagram: 'loading' } }));
  const downloading = useSelector(actor, (snapshot) => snapshot.matches({ ready: { csv: 'downloading' } }));
  const canDownload = useSelector(actor, (snapshot) => snapshot.can({ type: 'flows.download' }));
  const flow = report?.flows.find((entry) => entry.flow === flowKey) ?? null;
  const compared = report?.previousPeriod !== null && report?.previousPeriod !== undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    actor.send({ type: 'flows.period', from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 md:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">{texts.heading}</h1>
        <p className="text-muted">{texts.intro}</p>
      </header>

      <form
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-end"
        noValidate
      >
        <fieldset className="contents">
          <legend className="sr-only">{texts.periodLegend}</legend>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.from} className="text-sm font-semibold text-ink">
              {texts.from}
            </label>
            <input
              id={ids.from}
              name="from"
              type="date"
              defaultValue={period.from}
              key={`from-${period.from}`}
              className={field}
              aria-describedby={refused ? ids.refused : undefined}
              data-testid="period-from"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.to} className="text-sm font-semibold text-ink">
              {texts.to}
            </label>
            <input
              id={ids.to}
              name="to"
              type="date"
              defaultValue={period.to}
              key={`to-${period.to}`}
              className={field}
              aria-describedby={refused ? ids.refused : undefined}
              data-testid="period-to"
            />
          </div>
          <button
            type="submit"
            disabled={!hydrated}
            className={`${button} bg-primary text-white hover:bg-primary/90`}
            data-testid="period-apply"
          >
            {texts.apply}
          </button>
        </fieldset>
        <div className="flex min-h-11 items-center gap-2">
          <input
            id={ids.compare}
            type="checkbox"
            checked={compare}
            disabled={!hydrated}
            onChange={(event) => actor.send({ type: 'flows.compare', compare: event.target.checked })}
            className="size-5 rounded border-gray-400 text-primary focus:ring-primary/30"
            data-testid="period-compare"
          />
          <label htmlFor={ids.compare} className="text-sm text-ink">
            {texts.compare}
          </label>
        </div>
        <button
          type="button"
          disabled={!hydrated || !canDownload}
          onClick={() => actor.send({ type: 'flows.download' })}
          className={`${button} border border-gray-300 bg-white text-ink hover:bg-surface sm:ml-auto`}
          data-testid="csv-download"
        >
          {downloading ? texts.csvBusy : texts.csv}
        </button>
      </form>
      {refused && (
        <div id={ids.refused}>
          <FormAlert tone="error">{texts.periodRefused}</FormAlert>
        </div>
      )}

      <div aria-live="polite" className="text-sm text-muted" data-testid="period-summary">
        {loading
          ? texts.loading
          : report && (
              <>
                {fill(texts.periodSummary, {
                  from: formatDate(`${report.period.from}T12:00:00Z`),
                  to: formatDate(`${report.period.to}T12:00:00Z`),
                })}
                {report.previousPeriod && (
                  <>
                    {' · '}
                    {fill(texts.previousSummary, {
                      from: formatDate(`${report.previousPeriod.from}T12:00:00Z`),
                      to: formatDate(`${report.previousPeriod.to}T12:00:00Z`),
                    })}
                  </>
                )}
              </>
            )}
      </div>

      {failed && (
        <FormAlert tone="error">
          <p>{texts.loadFailed}</p>
          <button
            type="button"
            onClick={() => actor.send({ type: 'flows.retry' })}
            className={`${button} mt-2 border border-error/40 bg-white text-error`}
          >
            {texts.retry}
          </button>
        </FormAlert>
      )}

      {report && (
        <div className={`flex flex-col gap-8 ${loading ? 'opacity-60' : ''}`} data-testid="flows-report">
          <section className="flex flex-col gap-3">
            <FunnelTable report={report} />
            <p className="text-xs text-muted">{texts.funnelHint}</p>
          </section>
          <section className="flex flex-col gap-3">
            <CancellationsTable report={report} />
            <p className="text-xs text-muted">{texts.cancellationsHint}</p>
          </section>
          <section className="flex flex-col gap-3">
            <ErrorCodesTable report={report} />
          </section>
          {flow && (
            <section className="flex flex-col gap-4" aria-labelledby={`${ids.flow}-title`}>
              <div className="flex flex-col gap-1.5 sm:max-w-sm">
                <label htmlFor={ids.flow} className="text-sm font-semibold text-ink">
                  {texts.flowPicker}
                </label>
                <select
                  id={ids.flow}
                  value={flow.flow}
                  onChange={(event) => actor.send({ type: 'flows.select', flow: event.target.value })}
                  className={field}
                  data-testid="flow-picker"
                >
                  {report.flows.map((entry) => (
                    <option key={entry.flow} value={entry.flow}>
                      {flowName(entry)}
                    </option>
                  ))}
                </select>
              </div>
              <h2 id={`${ids.flow}-title`} className="text-xl font-semibold text-ink">
                {flowName(flow)}
              </h2>
              <FlowDiagram svg={diagram} flow={flow} loading={diagramLoading} />
              <StatesTable flow={flow} compared={compared} />
              <p className="text-xs text-muted">{texts.statesHint}</p>
              <TransitionsTable flow={flow} compared={compared} />
              {flow.transitions.some((transition) => transition.retired) && <p className="text-xs text-muted">{texts.retiredNote}</p>}
            </section>
          )}
        </div>
      )}
    </div>
  );
}
