import { MERGE_TAGS, type MergeTag } from '@portal/contract/recruiter-email';
import { useT } from '../i18n';

/**
 * The catalogue keys of each merge tag's name and where its value comes from: the contract has the
 * tags only, so recruiters read both in their own language.
 */
export const TAG_KEY = {
  'candidate.first_name': ['tag.candidate.first_name', 'tagSource.candidate.first_name'],
  'candidate.last_name': ['tag.candidate.last_name', 'tagSource.candidate.last_name'],
  'candidate.full_name': ['tag.candidate.full_name', 'tagSource.candidate.full_name'],
  'candidate.desired_role': ['tag.candidate.desired_role', 'tagSource.candidate.desired_role'],
  'candidate.location': ['tag.candidate.location', 'tagSource.candidate.location'],
  'job.title': ['tag.job.title', 'tagSource.job.title'],
  'job.location': ['tag.job.location', 'tagSource.job.location'],
  'job.link': ['tag.job.link', 'tagSource.job.link'],
  'recruiter.name': ['tag.recruiter.name', 'tagSource.recruiter.name'],
  'recruiter.email': ['tag.recruiter.email', 'tagSource.recruiter.email'],
  'organisation.name': ['tag.organisation.name', 'tagSource.organisation.name'],
  response_links: ['tag.response_links', 'tagSource.response_links'],
} as const satisfies Record<MergeTag, readonly [string, string]>;

type MergeTagPickerProps = {
  /** Called with the tag as written in a message, e.g. `{{candidate.first_name}}`. */
  onInsert: (tag: string) => void;
  /** Where the tag will go, for the group's description. */
  target: 'subject' | 'body';
};

/** Every merge tag as a button; the tag goes in at the cursor of the field last used. */
export function MergeTagPicker({ onInsert, target }: MergeTagPickerProps) {
  const t = useT();
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('picker.legend')}</legend>
      <p className="mb-2 text-xs text-slate-600">
        {target === 'body' ? t('picker.helpMessage') : t('picker.helpSubject')}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {MERGE_TAGS.map((tag) => (
          <button
            key={tag}
            type="button"
            title={t(TAG_KEY[tag][1])}
            // Keep the cursor where it is in the editor or the subject.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(`{{${tag}}}`)}
            className="rounded-full border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium text-slate-800 hover:border-primary-700 hover:text-primary-900"
          >
            {t(TAG_KEY[tag][0])}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
