import type { PageContent } from '@portal/contract/pages';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import type { ContentSlug } from '@/config/paths';
import { useLocale } from '@/lib/intl/locale-context';
import { useT } from '../i18n';
import { pageLayout } from '../page-layout';
import { pageInLanguage } from '../page-text';
import { PricingPlans } from './pricing-plans';

/**
 * A content page as the public sees it: the public page and the editor's preview both render this,
 * so the preview cannot drift from the real thing. `children` go below the text (forms, contacts).
 */
export function PageView({
  slug,
  page,
  children,
  headingLevel = 1,
}: {
  slug: ContentSlug;
  page: PageContent;
  children?: ReactNode;
  /** The preview sits inside the editor's page, under its own h1. */
  headingLevel?: 1 | 2;
}) {
  const { eyebrow, cta } = pageLayout(slug);
  const t = useT();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const text = pageInLanguage(page, useLocale());
  // Staff-written text takes its own direction unless it is the other language's, marked as such.
  const own = (attrs: { lang?: string; dir?: string }) => ({ dir: 'auto', ...attrs });
  return (
    <article className="min-w-0">
      <header data-full-bleed className="bg-gradient-to-br from-slate-900 to-primary-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
          <p className="text-sm font-semibold tracking-wide rtl:tracking-normal text-primary-100 uppercase">
            {t(eyebrow)}
          </p>
          <Title
            {...own(text.title.attrs)}
            className="mt-2 text-3xl font-bold tracking-tight rtl:tracking-normal break-words sm:text-4xl"
          >
            {text.title.text}
          </Title>
          {text.note ? (
            <p data-testid="language-note" className="mt-2 text-sm text-primary-100">
              {text.note === 'all' ? t('arabic.englishOnly') : t('arabic.partEnglish')}
            </p>
          ) : null}
          {text.intro.text ? (
            <p {...own(text.intro.attrs)} className="mt-4 max-w-3xl text-lg text-slate-200">
              {text.intro.text}
            </p>
          ) : null}
        </div>
      </header>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-12 sm:px-6">
        {text.plans ? <PricingPlans plans={text.plans.list} cta={cta} textAttrs={text.plans.attrs} /> : null}
        {text.body.text ? (
          <div
            {...own(text.body.attrs)}
            className="content-prose"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server against an allowlist; the preview shows the editor's own output, limited to the same tags.
            dangerouslySetInnerHTML={{ __html: text.body.text }}
          />
        ) : null}
        {children}
        {cta && !page.plans ? (
          <ButtonLink to={cta.to} size="lg">
            {t(cta.label)}
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
