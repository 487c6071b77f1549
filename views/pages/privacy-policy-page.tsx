import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppServices } from '../../src/app/app-context.tsx';
import { routePath } from '../../src/app/paths.ts';
import { privacyPolicy as texts } from '../../src/i18n/fr/privacy-policy.ts';

const SECTIONS = [
  ['controller', texts.controller.title],
  ['kept', texts.kept.title],
  ['retention', texts.retention.title],
  ['recipients', texts.recipients.title],
  ['storage', texts.storage.title],
  ['rights', texts.rights.title],
] as const;
type SectionId = (typeof SECTIONS)[number][0];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find(([key]) => key === id)?.[1];
  return (
    <section aria-labelledby={`privacy-${id}`} data-testid={`privacy-${id}`}>
      <h2 id={`privacy-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

const linkClass = 'font-semibold text-primary-dark underline underline-offset-4 hover:text-primary';

/**
 * /privacy-policy (docs/product.md#routes): what Galant keeps, why, how long, who receives it, and
 * how to exercise one's rights — linked from the signup checkbox and the footer. Static text from
 * the dictionary, with the publisher's details from the public configuration.
 */
export default function PrivacyPolicyPage() {
  const { config } = useAppServices();
  const paths = { account: routePath('account', '/account'), contact: routePath('contact', '/contact') };
  const terms = routePath('terms-of-service', '/terms-of-service');
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16" data-testid="privacy-policy">
      <h1 className="font-serif text-4xl font-bold leading-tight text-ink text-balance sm:text-5xl">{texts.heading}</h1>
      <p className="mt-4 text-xl leading-relaxed text-muted">{texts.intro}</p>
      <nav aria-label={texts.contents} className="mt-8 rounded-2xl bg-surface px-5 py-4 text-sm">
        <p className="font-semibold text-ink">{texts.contents}</p>
        <ul className="mt-2 space-y-1">
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#privacy-${id}`} className="text-primary-dark underline-offset-4 hover:underline">
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10 border-t border-gray-200 pt-10">
        <div className="prose-article" data-variant="page">
          <Section id="controller">
            <p>{texts.controller.text}</p>
            <address className="not-italic" data-testid="privacy-publisher">
              {config.publisher.name}
              <br />
              {config.publisher.address}
              <br />
              {config.publisher.registration}
            </address>
            <p>
              {texts.controller.contact}{' '}
              <Link to={paths.contact} className={linkClass}>
                {texts.controller.contactLink}
              </Link>
            </p>
          </Section>

          <Section id="kept">
            <ul>
              {texts.kept.items.map((item) => (
                <li key={item.what}>
                  <strong>{item.what}.</strong> {item.detail}
                  <br />
                  <em>{texts.kept.whyLabel}</em> {item.why}
                </li>
              ))}
            </ul>
          </Section>

          <Section id="retention">
            <ul>
              {texts.retention.items.map((item) => (
                <li key={item.what}>
                  <strong>{item.what}.</strong> {item.how}
                </li>
              ))}
            </ul>
          </Section>

          <Section id="recipients">
            <ul>
              {texts.recipients.items.map((item) => (
                <li key={item.who}>
                  <strong>{item.who}.</strong> {item.what}
                </li>
              ))}
            </ul>
          </Section>

          <Section id="storage">
            <ul>
              {texts.storage.items.map((item) => (
                <li key={item.name}>
                  <strong>{item.name}.</strong> {item.what}
                </li>
              ))}
            </ul>
          </Section>

          <Section id="rights">
            <p>{texts.rights.intro}</p>
            <ul>
              {texts.rights.items.map((item) => (
                <li key={item.right}>
                  <strong>{item.right}.</strong> {item.how}{' '}
                  <Link to={paths[item.to]} className={linkClass}>
                    {item.link}
                  </Link>
                </li>
              ))}
            </ul>
            <p>
              {texts.rights.complaint}{' '}
              <a href="https://www.cnil.fr/fr/plaintes" rel="noopener noreferrer" className={linkClass}>
                {texts.rights.complaintLink}
              </a>
            </p>
          </Section>

          <p>
            {texts.terms}{' '}
            <Link to={terms} className={linkClass}>
              {texts.termsLink}
            </Link>
            .
          </p>
        </div>
      </div>
    </article>
  );
}
