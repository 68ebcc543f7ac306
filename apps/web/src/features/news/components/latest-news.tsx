import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { NewsCard } from '@/features/news/components/news-card';
import { useLatestNews } from '../api/get-latest-news';
import { useT } from '../i18n';

/** The three newest logistics news articles; the section is left out while there are none. */
export function LatestNews() {
  const t = useT();
  const { data } = useLatestNews();
  if (!data?.length) return null;
  return (
    <section aria-labelledby="news-title" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="news-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('latest.text')}</p>
        </div>
        <Link
          to={paths.unauth.news.href()}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
        >
          {t('allNews')}
          <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {data.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
