import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundContent } from '@/components/ui/error-notice';

import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useCanonicalLink } from '@/lib/canonical-link';
import { isNotFound } from '@/lib/http-status';
import { chooseText } from '@/lib/intl/bilingual';
import { useFormat } from '@/lib/intl/format';
import { useLocale } from '@/lib/intl/locale-context';
import { usePageTitle } from '@/lib/page-title';
import { useNewsArticle } from '../api';
import { useT } from '../i18n';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** unauth/logistics-news/{slug}: one published article. */
export function NewsArticlePage() {
  const t = useT();
  const format = useFormat();
  const { slug = '' } = useParams();
  const { data: article, isLoading, error } = useNewsArticle(slug);
  const locale = useLocale();
  usePageTitle(article ? chooseText(locale, article.title, article.title_ar).text : undefined);
  useCanonicalLink(paths.unauth.newsArticle.href({ slug }));
  if (!SLUG.test(slug) || isNotFound(error)) return <NotFoundContent />;
  if (isLoading) return <Loading />;
  if (!article)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
        {t('articleFailed')}
      </p>
    );
  // The reader's language when the article has it, else the other one, said so under the title.
  const title = chooseText(locale, article.title, article.title_ar);
  const summary = chooseText(locale, article.summary, article.summary_ar);
  const body = chooseText(locale, article.body_html, article.body_html_ar);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <Link
        to={paths.unauth.news.href()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('title')}
      </Link>
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" {...title.attrs}>
          {title.text}
        </h1>
        {title.fallback ? (
          <p data-testid="language-note" className="mt-2 text-sm text-slate-600">
            {title.lang === 'en' ? t('arabic.english-only') : t('arabic.arabic-only')}
          </p>
        ) : null}
        <p className="mt-3 text-lg text-slate-700" {...summary.attrs}>
          {summary.text}
        </p>
        <p className="mt-3 text-sm text-slate-600">
          {t.rich('article.published', {
            date: format.date(article.published_at),
            time: (chunks) => <time dateTime={article.published_at}>{chunks}</time>,
          })}
        </p>
      </header>
      {article.image_url ? (
        <img
          src={article.image_url}
          alt=""
          className="mt-6 aspect-[40/21] w-full rounded-2xl border border-slate-200 object-cover"
        />
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server against an allowlist. */}
      <div className="job-prose mt-8" {...body.attrs} dangerouslySetInnerHTML={{ __html: body.text }} />
      <footer className="mt-8 flex flex-col gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        {article.tags.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('tags')}>
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`${paths.unauth.news.href()}?tag=${encodeURIComponent(tag)}`}
                  className="rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-900 no-underline hover:underline"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        {article.source_url ? (
          <a
            href={article.source_url}
            rel="nofollow noopener noreferrer"
            target="_blank"
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
          >
            {t('article.source')}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">{t('article.newTab')}</span>
          </a>
        ) : null}
      </footer>
    </article>
  );
}
