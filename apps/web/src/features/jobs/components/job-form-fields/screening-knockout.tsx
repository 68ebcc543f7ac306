import {
  KNOCKOUT_RULES_BY_KIND,
  type KnockoutInput,
  type KnockoutRule,
  type ScreeningKind,
} from '@portal/contract/screening';
import { useId } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { isOneOf } from '@/lib/one-of';
import { useT } from '../../i18n';

const RULE_KEY = {
  must_be_yes: 'rule.must_be_yes',
  must_be_no: 'rule.must_be_no',
  at_least: 'rule.at_least',
  at_most: 'rule.at_most',
  one_of: 'rule.one_of',
  includes: 'rule.includes',
} as const satisfies Record<KnockoutRule, string>;

type Errors = { rule?: string; value?: string; options?: string };

type KnockoutFieldProps = {
  kind: ScreeningKind;
  /** The question's options (choice questions). */
  options: string[];
  value: KnockoutInput | null | undefined;
  onChange: (v: KnockoutInput | null) => void;
  errors: Errors;
};

/**
 * The optional knock-out rule of a question: the rules that fit its kind, then the number or the
 * options it compares with. The candidate never sees it.
 */
export function KnockoutField({ kind, options, value, onChange, errors }: KnockoutFieldProps) {
  const t = useT();
  const groupId = useId();
  const rules = KNOCKOUT_RULES_BY_KIND[kind];
  if (rules.length === 0) return null;
  const rule = value?.rule;
  const chosen = value?.options ?? [];
  const setRule = (r: string) =>
    onChange(
      isOneOf<KnockoutRule>(rules, r) ? { rule: r, value: value?.value ?? null, options: chosen } : null,
    );
  const toggle = (o: string, on: boolean) =>
    rule && onChange({ rule, value: null, options: on ? [...chosen, o] : chosen.filter((x) => x !== o) });

  return (
    <div className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('knockout.rule')}
          placeholder={t('knockout.none')}
          options={rules.map((r) => ({ value: r, label: t(RULE_KEY[r]) }))}
          value={rule ?? ''}
          onChange={(e) => setRule(e.target.value)}
          error={errors.rule}
          hint={t('knockout.hint')}
        />
        {kind === 'number' && rule ? (
          <TextField
            label={t('knockout.compared')}
            type="number"
            inputMode="decimal"
            value={value?.value ?? ''}
            onChange={(e) =>
              onChange({ rule, options: [], value: e.target.value === '' ? null : Number(e.target.value) })
            }
            error={errors.value}
          />
        ) : null}
      </div>
      {(kind === 'single_choice' || kind === 'multiple_choice') && rule ? (
        <fieldset aria-describedby={errors.options ? `${groupId}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">
            {kind === 'single_choice' ? t('knockout.accepted') : t('knockout.mustInclude')}
          </legend>
          {options.length === 0 ? (
            <p className="text-xs text-slate-600">{t('knockout.addOptions')}</p>
          ) : (
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {options.map((o) => (
                <label key={o} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary-700"
                    checked={chosen.includes(o)}
                    onChange={(e) => toggle(o, e.target.checked)}
                  />
                  {o}
                </label>
              ))}
            </div>
          )}
          {errors.options ? (
            <p id={`${groupId}-error`} className="mt-1 text-sm text-red-700">
              {errors.options}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
