import { usePageData } from '../../src/app/content/use-route-data.ts';

/** docs/product.md#routes /about, /terms-of-service: an editorial page from the content API (sanitised HTML). */
export default function ContentPage() {
  const { page } = usePageData();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16" data-testid="content-page">
      <h1 className="font-serif text-4xl font-bold leading-tight text-ink text-balance sm:text-5xl">{page.title}</h1>
      {page.description && <p className="mt-4 text-xl leading-relaxed text-muted">{page.description}</p>}
      <div className="mt-10 border-t border-gray-200 pt-10">
        <div className="prose-article" data-variant="page" dangerouslySetInnerHTML={{ __html: page.content }} />
      </div>
    </article>
  );
}
