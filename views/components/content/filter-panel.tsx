import {
  Checkbox,
  Description,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Field,
  Label,
} from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { FILTER_FACETS, type articleFilterMachine, type FilterFacet } from '../../../machines/content/article-filter.machine.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { contentPages } from '../../../src/i18n/fr/content-pages.ts';

type FilterActor = ActorRefFrom<typeof articleFilterMachine>;

const FACET_LABEL: Record<FilterFacet, string> = {
  categories: contentPages.filter.categories,
  authors: contentPages.filter.authors,
  tags: contentPages.filter.tags,
};

/**
 * The filter panel of /articles (Headless UI dialog): one section per facet with checkboxes;
 * "clear all", "cancel" and "apply" at the bottom. Closing it any other way cancels.
 * Mounted when first opened: a closed Headless UI dialog still mounts its transition
 * and root-container provider, which re-render the page at once after hydration (an 86–91 ms task
 * at 4× CPU on /articles). It mounts closed and opens once mounted, so it slides in the first time
 * too, and stays mounted to slide out.
 */
export function FilterPanel({ filter }: { filter: FilterActor }) {
  const open = useSelector(filter, (snapshot) => snapshot.hasTag('open'));
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  if (open && !mounted) setMounted(true);
  useEffect(() => setReady(mounted), [mounted]);
  return mounted ? <FilterDialog filter={filter} open={open && ready} /> : null;
}

function FilterDialog({ filter, open }: { filter: FilterActor; open: boolean }) {
  const draft = useSelector(filter, (snapshot) => snapshot.context.draft);
  const options = useSelector(filter, (snapshot) => snapshot.context.options);
  const cancel = () => filter.send({ type: 'filter.cancel' });

  return (
    <Dialog open={open} onClose={cancel} className="fixed inset-0 z-40">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-header/60 backdrop-blur-[2px] transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition
          className="flex h-full w-full max-w-md flex-col bg-white shadow-2xl transition duration-250 ease-out data-closed:translate-x-full"
          data-testid="filter-panel"
        >
          <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-6 py-5">
            <div>
              <DialogTitle className="font-serif text-2xl font-bold text-ink">{contentPages.filter.title}</DialogTitle>
              <Description className="mt-1 text-sm text-muted">{contentPages.filter.description}</Description>
            </div>
            <button
              type="button"
              onClick={cancel}
              className="-mr-2 rounded-full p-2 text-muted hover:bg-surface hover:text-ink"
              aria-label={contentPages.filter.close}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>

          <div className="flex-1 divide-y divide-gray-200 overflow-y-auto px-6">
            {FILTER_FACETS.map((facet, index) => (
              <Disclosure key={facet} as="section" defaultOpen={index === 0 || draft[facet].length > 0} className="py-4">
                <DisclosureButton className="group flex w-full items-center justify-between rounded py-1 text-left">
                  <span className="font-semibold text-ink">{FACET_LABEL[facet]}</span>
                  <span className="flex items-center gap-3">
                    {draft[facet].length > 0 && (
                      <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary-dark">
                        {fill(contentPages.filter.selectedCount, { count: draft[facet].length })}
                      </span>
                    )}
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className="h-5 w-5 text-muted transition group-data-open:rotate-180"
                      fill="currentColor"
                    >
                      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
                    </svg>
                  </span>
                </DisclosureButton>
                <DisclosurePanel className="mt-3">
                  {options[facet].length === 0 ? (
                    <p className="text-sm text-muted">{contentPages.filter.none}</p>
                  ) : (
                    <ul className="grid gap-1">
                      {options[facet].map((option) => (
                        <li key={option.uid}>
                          <Field className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-surface">
                            <Checkbox
                              checked={draft[facet].includes(option.uid)}
                              onChange={() => filter.send({ type: 'filter.toggle', facet, uid: option.uid })}
                              className="group flex h-5 w-5 shrink-0 items-center justify-center rounded border-2 border-gray-300 bg-white transition data-checked:border-primary data-checked:bg-primary data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-primary"
                            >
                              <svg
                                aria-hidden="true"
                                viewBox="0 0 14 14"
                                className="h-3 w-3 text-white opacity-0 group-data-checked:opacity-100"
                                fill="none"
                                stroke="currentColor"
                                strokeWidth="2.5"
                              >
                                <path d="M3 7.5l2.5 2.5L11 4.5" strokeLinecap="round" strokeLinejoin="round" />
                              </svg>
                            </Checkbox>
                            <Label className="flex-1 cursor-pointer text-[0.95rem] text-ink">{option.name}</Label>
                          </Field>
                        </li>
                      ))}
                    </ul>
                  )}
                </DisclosurePanel>
              </Disclosure>
            ))}
          </div>

          <div className="flex items-center gap-3 border-t border-gray-200 bg-surface px-6 py-4">
            <button
              type="button"
              onClick={() => filter.send({ type: 'filter.clearAll' })}
              className="mr-auto rounded px-1 text-sm font-semibold text-primary-dark underline-offset-4 hover:underline"
            >
              {contentPages.filter.clearAll}
            </button>
            <button
              type="button"
              onClick={cancel}
              className="rounded-full border border-gray-300 bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:border-gray-400"
            >
              {contentPages.filter.cancel}
            </button>
            <button
              type="button"
              onClick={() => filter.send({ type: 'filter.apply' })}
              className="rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-white shadow hover:bg-primary-dark"
            >
              {contentPages.filter.apply}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
