import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useMasterList } from '@/lib/master-data';
import type { JobFormShape } from './job-form-values';

const MAX_SKILLS = 20;

/** Skills as a searchable checkbox list; the chosen ones show as removable chips above it. */
export function SkillsPicker() {
  const id = useId();
  const { control } = useFormContext<JobFormShape>();
  const { field, fieldState } = useController({ control, name: 'skill_ids' });
  const { data: skills = [] } = useMasterList('skills');
  const [filter, setFilter] = useState('');
  const selected = (field.value ?? []).map(Number);
  const names = useMemo(() => new Map(skills.map((s) => [s.id, s.name])), [skills]);
  const needle = filter.trim().toLowerCase();
  const shown = skills.filter((s) => !needle || s.name.toLowerCase().includes(needle));
  const toggle = (skillId: number, on: boolean) =>
    field.onChange(on ? [...selected, skillId] : selected.filter((v) => v !== skillId));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">Skills</legend>
      {selected.length ? (
        <ul aria-label="Chosen skills" className="flex flex-wrap gap-2">
          {selected.map((skillId) => (
            <li
              key={skillId}
              className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-1 pr-1 pl-3 text-sm text-primary-900"
            >
              {names.get(skillId) ?? `Skill ${skillId}`}
              <button
                type="button"
                onClick={() => toggle(skillId, false)}
                aria-label={`Remove ${names.get(skillId) ?? 'skill'}`}
                className="rounded-full p-0.5 hover:bg-primary-100"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-filter`} className="sr-only">
        Find a skill
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder="Find a skill"
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
      />
      <ul className="grid max-h-48 gap-0.5 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2">
        {shown.map((skill) => {
          const checked = selected.includes(skill.id);
          return (
            <li key={skill.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-1.5 py-1 text-sm text-slate-700 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && selected.length >= MAX_SKILLS}
                  onChange={(e) => toggle(skill.id, e.target.checked)}
                  className="size-4 accent-primary-700"
                />
                {skill.name}
              </label>
            </li>
          );
        })}
        {shown.length === 0 ? (
          <li className="px-1.5 py-1 text-sm text-slate-500">No skill matches.</li>
        ) : null}
      </ul>
      {fieldState.error?.message ? <p className="text-sm text-red-700">{fieldState.error.message}</p> : null}
    </fieldset>
  );
}
