import type { ReactNode } from 'react';
import { START_STATE, type FlowReport, type FlowsReport } from '../../../src/domain/flows.ts';
import { flowsPages as texts } from '../../../src/i18n/fr/flows-pages.ts';
import { codeMeaning, formatCount, formatDuration, formatRate } from './format.ts';

/** The tables of /staff/flows: each scrolls on its own on a narrow screen (focusable, for keyboards). */

const cell = 'px-3 py-2 text-left align-top';
const number = 'px-3 py-2 text-right tabular-nums align-top';

function Table({ caption, testId, head, children }: { caption: string; testId: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white" tabIndex={0} role="region" aria-label={caption}>
      <table className="min-w-full text-sm" data-testid={testId}>
        <caption className="px-3 pt-3 text-left text-base font-semibold text-ink">{caption}</caption>
        <thead className="border-b border-gray-200 text-muted">{head}</thead>
        <tbody className="divide-y divide-gray-100 text-ink">{children}</tbody>
      </table>
    </div>
  );
}

export function FunnelTable({ report }: { report: FlowsReport }) {
  const compared = report.previousPeriod !== null;
  return (
    <Table
      caption={texts.funnelTitle}
      testId="funnel-table"
      head={
        <tr>
          <th scope="col" className={cell}>
            {texts.columns.step}
          </th>
          <th scope="col" className={number}>
            {texts.columns.count}
          </th>
          {compared && (
            <th scope="col" className={number}>
              {texts.columns.previous}
            </th>
          )}
          <th scope="col" className={number}>
            {texts.columns.conversion}
          </th>
          <th scope="col" className={number}>
            {texts.columns.dropOff}
          </th>
          <th scope="col" className={number}>
            {texts.columns.median}
          </th>
        </tr>
      }
    >
      {report.funnel.map((step) => (
        <tr key={step.id} data-step={step.id}>
          <th scope="row" className={`${cell} font-medium`}>
            {texts.steps[step.id]}
          </th>
          <td className={number} data-cell="count">
            {formatCount(step.count)}
          </td>
          {compared && (
            <td className={number} data-cell="previous">
              {formatCount(step.previous)}
            </td>
          )}
          <td className={number} data-cell="conversion">
            {formatRate(step.conversion)}
          </td>
          <td className={number} data-cell="dropOff">
            {formatCount(step.dropOff)}
          </td>
          <td className={number} data-cell="median">
            {formatDuration(step.medianMs)}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function CancellationsTable({ report }: { report: FlowsReport }) {
  const compared = report.previousPeriod !== null;
  return (
    <Table
      caption={texts.cancellationsTitle}
      testId="cancellations-table"
      head={
        <tr>
          <th scope="col" className={cell}>
            {texts.columns.step}
          </th>
          <th scope="col" className={number}>
            {texts.columns.count}
          </th>
          {compared && (
            <th scope="col" className={number}>
              {texts.columns.previous}
            </th>
          )}
          <th scope="col" className={number}>
            {texts.columns.median}
          </th>
        </tr>
      }
    >
      {report.cancellations.map((step) => (
        <tr key={step.id} data-cancellation={step.id}>
          <th scope="row" className={`${cell} font-medium`}>
            {texts.cancellationSteps[step.id]}
          </th>
          <td className={number} data-cell="count">
            {formatCount(step.count)}
          </td>
          {compared && (
            <td className={number} data-cell="previous">
              {formatCount(step.previous)}
            </td>
          )}
          <td className={number} data-cell="median">
            {formatDuration(step.medianMs)}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function ErrorCodesTable({ report }: { report: FlowsReport }) {
  const compared = report.previousPeriod !== null;
  if (report.errorCodes.length === 0) return <p className="text-sm text-muted">{texts.noErrors}</p>;
  return (
    <Table
      caption={texts.errorsTitle}
      testId="error-codes-table"
      head={
        <tr>
          <th scope="col" className={cell}>
            {texts.columns.code}
          </th>
          <th scope="col" className={cell}>
            {texts.columns.meaning}
          </th>
          <th scope="col" className={number}>
            {texts.columns.refusals}
          </th>
          {compared && (
            <th scope="col" className={number}>
              {texts.columns.previous}
            </th>
          )}
        </tr>
      }
    >
      {report.errorCodes.map((code) => (
        <tr key={code.code} data-code={code.code}>
          <th scope="row" className={`${cell} font-mono font-medium`}>
            {code.code}
          </th>
          <td className={cell} data-cell="meaning">
            {codeMeaning(code.field)}
          </td>
          <td className={number} data-cell="count">
            {formatCount(code.count)}
          </td>
          {compared && <td className={number}>{formatCount(code.previous)}</td>}
        </tr>
      ))}
    </Table>
  );
}

export function StatesTable({ flow, compared }: { flow: FlowReport; compared: boolean }) {
  return (
    <Table
      caption={texts.statesTitle}
      testId="states-table"
      head={
        <tr>
          <th scope="col" className={cell}>
            {texts.columns.state}
          </th>
          <th scope="col" className={number}>
            {texts.columns.atStart}
          </th>
          <th scope="col" className={number}>
            {texts.columns.entries}
          </th>
          <th scope="col" className={number}>
            {texts.columns.exits}
          </th>
          <th scope="col" className={number}>
            {texts.columns.present}
          </th>
          {compared && (
            <th scope="col" className={number}>
              {texts.columns.previous}
            </th>
          )}
        </tr>
      }
    >
      {flow.states.map((state) => (
        <tr key={state.state} data-state={state.state}>
          <th scope="row" className={`${cell} font-medium`} title={state.state}>
            {state.label ?? texts.stateNames[flow.flow]?.[state.state] ?? state.state}
          </th>
          <td className={number} data-cell="atStart">
            {formatCount(state.atStart)}
          </td>
          <td className={number} data-cell="count">
            {formatCount(state.count)}
          </td>
          <td className={number} data-cell="exits">
            {formatCount(state.exits)}
          </td>
          <td className={number} data-cell="present">
            {formatCount(state.present)}
          </td>
          {compared && <td className={number}>{formatCount(state.previous)}</td>}
        </tr>
      ))}
    </Table>
  );
}

export function TransitionsTable({ flow, compared }: { flow: FlowReport; compared: boolean }) {
  const labelOf = (state: string) =>
    state === START_STATE
      ? texts.start
      : (flow.states.find((entry) => entry.state === state)?.label ?? texts.stateNames[flow.flow]?.[state] ?? state);
  return (
    <Table
      caption={texts.transitionsTitle}
      testId="transitions-table"
      head={
        <tr>
          <th scope="col" className={cell}>
            {texts.columns.from}
          </th>
          <th scope="col" className={cell}>
            {texts.columns.transition}
          </th>
          <th scope="col" className={cell}>
            {texts.columns.to}
          </th>
          <th scope="col" className={number}>
            {texts.columns.passages}
          </th>
          {compared && (
            <th scope="col" className={number}>
              {texts.columns.previous}
            </th>
          )}
          <th scope="col" className={number}>
            {texts.columns.medianBefore}
          </th>
        </tr>
      }
    >
      {flow.transitions.map((transition) => (
        <tr key={transition.key} data-transition={transition.key} className={transition.count === 0 ? 'text-muted' : ''}>
          <td className={cell}>{labelOf(transition.from)}</td>
          <th scope="row" className={`${cell} font-medium`} title={transition.key}>
            {transition.from === START_STATE
              ? texts.start
              : (transition.label ?? texts.eventNames[flow.flow]?.[transition.event] ?? transition.event)}
            {transition.retired && (
              <span className="ml-2 rounded bg-warning/15 px-1.5 py-0.5 text-xs font-semibold text-ink" data-retired="">
                {texts.retired}
              </span>
            )}
          </th>
          <td className={cell}>{labelOf(transition.to)}</td>
          <td className={number} data-cell="count">
            {formatCount(transition.count)}
          </td>
          {compared && <td className={number}>{formatCount(transition.previous)}</td>}
          <td className={number}>{formatDuration(transition.medianMs)}</td>
        </tr>
      ))}
    </Table>
  );
}
