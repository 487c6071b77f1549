import { Link } from 'react-router-dom';
import { newTicketHref, SUPPORT_PATHS, ticketsHref } from '../../src/app/support/paths.ts';
import { useContactSupportToken } from '../../src/app/support/use-contact-token.ts';
import { useNewTicketWriter } from '../../src/app/support/use-new-ticket-writer.ts';
import { supportPages } from '../../src/i18n/fr/support-pages.ts';
import { useHydrated } from '../components/form/use-hydrated.ts';

const texts = supportPages.home;
const STEPS = [
  { title: texts.step1Title, text: texts.step1Text },
  { title: texts.step2Title, text: texts.step2Text },
  { title: texts.step3Title, text: texts.step3Text },
] as const;

/** /contact (docs/product.md#routes support home): how support works, a new request, and the way back to one's requests. */
export default function ContactHomePage() {
  // A tab that followed a link this visit goes straight to the requests (the contact provider holds its token).
  const token = useContactSupportToken();
  // A signed-in member lists his requests with his session: no link to ask for (decision 0036).
  const member = useNewTicketWriter(useHydrated()).session === 'member';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10 md:py-16">
      <header className="flex flex-col gap-4">
        <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">{texts.heading}</h1>
        <p className="max-w-2xl text-lg text-muted">{texts.intro}</p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Link
            to={newTicketHref(token)}
            data-testid="contact-new-ticket"
            className="inline-flex items-center justify-center rounded-full bg-primary px-6 py-3 font-semibold text-white shadow hover:bg-primary-dark"
          >
            {texts.newTicket}
          </Link>
          <Link
            to={ticketsHref(token, member)}
            className="inline-flex items-center justify-center rounded-full border-2 border-header px-6 py-2.5 font-semibold text-ink hover:bg-header hover:text-white"
          >
            {texts.myTickets}
          </Link>
        </div>
      </header>

      <section aria-labelledby="contact-steps" className="flex flex-col gap-4">
        <h2 id="contact-steps" className="text-xl font-semibold text-ink">
          {texts.stepsTitle}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary-dark"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="contact-link-title" className="rounded-2xl bg-surface p-6">
        <h2 id="contact-link-title" className="text-lg font-semibold text-ink">
          {texts.linkTitle}
        </h2>
        <p className="mt-1 text-muted">{texts.linkText}</p>
        <Link to={SUPPORT_PATHS.link} className="mt-3 inline-block font-semibold text-primary-dark underline-offset-4 hover:underline">
          {texts.askLink}
        </Link>
      </section>
    </div>
  );
}
