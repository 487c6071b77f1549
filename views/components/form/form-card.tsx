import type { ReactNode } from 'react';

/** The frame of a one-form page (password reset): a title, a short introduction, the form. */
export function FormCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 md:py-16">
      <section aria-labelledby="form-card-title" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="form-card-title" className="font-serif text-3xl font-bold text-ink sm:text-4xl">
          {title}
        </h1>
        {intro && <p className="mt-2 text-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
