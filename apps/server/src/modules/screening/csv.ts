import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../core/db/client';
import { answerText, knockoutText } from './format';
import { catalogue as c } from './i18n';
import { screeningsOf } from './repository';

/**
 * The screening columns of an applicants export: "Knock-outs" (passed / failed / empty), then one
 * column per question asked, in the order first asked (snapshots of different days may differ:
 * a question asked of some applicants only is empty for the others).
 */
export async function screeningCsvColumns(db: Db, applicationIds: number[], locale: Locale = 'en') {
  const rows = await screeningsOf(db, applicationIds);
  const questions = new Map<string, string>();
  for (const id of applicationIds)
    for (const q of rows.get(id)?.questions ?? []) if (!questions.has(q.id)) questions.set(q.id, q.text);
  const ids = [...questions.keys()];
  return {
    header: [
      c.t(locale, 'csv.knockouts'),
      ...ids.map((id) => c.t(locale, 'csv.question', { question: questions.get(id) })),
    ],
    cells: (applicationId: number) => {
      const r = rows.get(applicationId);
      return [
        knockoutText(r?.knockoutPassed, locale),
        ...ids.map((id) => answerText(r?.answers[id], locale)),
      ];
    },
  };
}
