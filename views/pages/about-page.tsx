import { fr } from '../../src/i18n/index.ts';

export default function AboutPage() {
  const { about } = fr.app;
  return (
    <article className="prose mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-4xl font-bold">{about.title}</h1>
      {about.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink">{paragraph}</p>
      ))}
    </article>
  );
}
