import type { NewsCard as NewsCardData } from '@portal/contract/news';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { chooseText } from '@/lib/intl/bilingual';
import { useFormat } from '@/lib/intl/format';
import { useLocale } from '@/lib/intl/locale-context';
import { useT } from '../i18n';

/** The public page of an article. */
export const newsArticleHref = (slug: string) => `/unauth/logistics-news/${slug}`;

/** One article in a list: image, date, title (the link), summary and tags. */
export function NewsCard({
  item,
  headingLevel: H = 'h2',
}: {
  item: NewsCardData;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const title = chooseText(locale, item.title, item.title_ar);
  // The summary goes with the title's language: an Arabic title without an Arabic summary shows the English one.
  const summary = chooseText(locale, item.summary, item.summary_ar);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="aspect-[40/21] bg-slate-100">
        {item.image_url ? (
          <img src={item.image_url} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <Newspaper aria-hidden className="mx-auto mt-10 size-10 text-slate-400" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-medium text-slate-600">
          <time dateTime={item.published_at}>{format.date(item.published_at)}</time>
        </p>
        <H className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={newsArticleHref(item.slug)}
            className="no-underline after:absolute after:inset-0 group-hover:underline focus-visible:outline-none"
            {...title.attrs}
          >
            {title.text}
          </Link>
        </H>
        {title.fallback ? (
          <p data-testid="language-note" className="text-xs text-slate-500">
            {title.lang === 'en' ? t('arabic.card-english-only') : t('arabic.card-arabic-only')}
          </p>
        ) : null}
        <p className="line-clamp-3 text-sm text-slate-700" {...summary.attrs}>
          {summary.text}
        </p>
        {item.tags.length ? (
          <ul className="mt-auto flex flex-wrap gap-1.5 pt-2" aria-label={t('tags')}>
            {item.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-900"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
