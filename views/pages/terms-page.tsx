import { fr } from '../../src/i18n/index.ts';

export default function TermsPage() {
  const { terms } = fr.app;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-4xl font-bold">{terms.title}</h1>
      {terms.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          <p className="mt-2 leading-relaxed text-ink">{section.text}</p>
        </section>
      ))}
    </article>
  );
}
