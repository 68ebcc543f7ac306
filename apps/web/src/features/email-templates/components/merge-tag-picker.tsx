import { MERGE_TAGS } from '@portal/contract/recruiter-email';

type MergeTagPickerProps = {
  /** Called with the tag as written in a message, e.g. `{{candidate.first_name}}`. */
  onInsert: (tag: string) => void;
  /** Where the tag will go, for the group's description ("the message" or "the subject"). */
  target: string;
};

/** Every merge tag as a button; the tag goes in at the cursor of the field last used. */
export function MergeTagPicker({ onInsert, target }: MergeTagPickerProps) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Insert a merge tag</legend>
      <p className="mb-2 text-xs text-slate-600">
        Goes into {target} at the cursor; each tag is replaced by the recipient's own details when sent.
      </p>
      <div className="flex flex-wrap gap-1.5">
        {MERGE_TAGS.map((t) => (
          <button
            key={t.tag}
            type="button"
            title={t.source}
            // Keep the cursor where it is in the editor or the subject.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(`{{${t.tag}}}`)}
            className="rounded-full border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium text-slate-800 hover:border-primary-700 hover:text-primary-900"
          >
            {t.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
