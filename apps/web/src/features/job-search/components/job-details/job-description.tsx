import { useT } from '@/features/job-search/i18n';
import { type Named, useMasterLabel } from '@/lib/master-data';

type JobDescriptionProps = {
  html: string;
  skills: ({ id: number } & Named)[];
  /** When the text is not in the page's language (chooseText's attrs). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
};

/**
 * The description is HTML the server sanitised against an allowlist when it was saved (plain text
 * becomes paragraphs), so it is rendered as is, inside the prose styles.
 */
export function JobDescription({ html, skills, lang, dir }: JobDescriptionProps) {
  const t = useT();
  const label = useMasterLabel();
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side against an allowlist. */}
      <div className="job-prose" lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: html }} />
      {skills.length ? (
        <div className="mt-6">
          <h3 className="text-sm font-semibold text-slate-900">{t('details.skills')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {skills.map((skill) => (
              <li key={skill.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                {label(skill)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
