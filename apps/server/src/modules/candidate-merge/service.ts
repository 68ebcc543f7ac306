import {
  type CandidateMergePair,
  type CandidateMergePreview,
  type CandidateMergeResult,
  MERGE_ALREADY_MERGED,
  MERGE_KINDS,
  MERGE_NOT_CANDIDATE,
  MERGE_NOT_FOUND,
  MERGE_SELF,
  type MergeKind,
} from '@portal/contract/candidate-merge';
import type { Db } from '../../core/db/client';
import type { Text } from '../../core/i18n/catalog';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { writeAudit } from '../../platform/audit/write';
import type { Caller } from '../../platform/tenancy/scope';
import { refreshCandidateDerived } from '../candidate-profile';
import { profilePatch, SECTION_LABELS, sectionsToMove } from './profile-fill';
import {
  clashes,
  countMoves,
  fillAccount,
  lockCandidates,
  markMerged,
  moveRows,
  moveSection,
  profileOf,
  readCandidates,
  sectionCounts,
  updateProfile,
} from './repository';

type Side = Awaited<ReturnType<typeof readCandidates>>[number];
type Pair = { survivor: number; duplicate: number };

const bad = (field: keyof CandidateMergePair, message: Text) =>
  new AppError('validation', 400, message, { [field]: [message] });

/** Both records exist, are candidates, differ, and neither was merged already; else 404 / 400. */
function checkPair(input: CandidateMergePair, rows: Side[]): { survivor: Side; duplicate: Side } {
  if (input.survivor_id === input.duplicate_id) throw bad('duplicate_id', contractText(MERGE_SELF));
  const survivor = rows.find((r) => r.id === input.survivor_id);
  const duplicate = rows.find((r) => r.id === input.duplicate_id);
  if (!survivor || !duplicate) throw AppError.notFound(contractText(MERGE_NOT_FOUND));
  if (survivor.role !== 'candidate') throw bad('survivor_id', contractText(MERGE_NOT_CANDIDATE));
  if (duplicate.role !== 'candidate') throw bad('duplicate_id', contractText(MERGE_NOT_CANDIDATE));
  if (survivor.merged_into != null) throw bad('survivor_id', contractText(MERGE_ALREADY_MERGED));
  if (duplicate.merged_into != null) throw bad('duplicate_id', contractText(MERGE_ALREADY_MERGED));
  return { survivor, duplicate };
}

const sideOf = (r: Side) => ({
  id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone: r.phone,
});

/** What a merge of the pair would do, read in `db` (the transaction itself when merging). */
async function plan(db: Db, p: Pair) {
  const counts = await countMoves(db, p);
  const [survivorProfile, duplicateProfile, survivorSections, duplicateSections] = await Promise.all([
    profileOf(db, p.survivor),
    profileOf(db, p.duplicate),
    sectionCounts(db, p.survivor),
    sectionCounts(db, p.duplicate),
  ]);
  const fill = profilePatch(survivorProfile, duplicateProfile);
  const sections = sectionsToMove(survivorSections, duplicateSections);
  const moves = Object.fromEntries(MERGE_KINDS.map((k) => [k, counts[k] ?? 0])) as Record<MergeKind, number>;
  moves.profile_sections = fill.labels.length + sections.length;
  return {
    moves,
    fill,
    sections,
    fills: [...fill.labels, ...sections.map((s) => SECTION_LABELS[s])],
    clashes: await clashes(db, p),
  };
}

export async function previewMerge(db: Db, input: CandidateMergePair): Promise<CandidateMergePreview> {
  const { survivor, duplicate } = checkPair(
    input,
    await readCandidates(db, [input.survivor_id, input.duplicate_id]),
  );
  const p = { survivor: survivor.id, duplicate: duplicate.id };
  const { moves, fills, clashes: clashing } = await plan(db, p);
  return { survivor: sideOf(survivor), duplicate: sideOf(duplicate), moves, fills, clashes: clashing };
}

/**
 * Merges the duplicate into the survivor in one transaction: the rows move, the survivor's gaps are
 * filled, the duplicate is marked merged (no sign-in; its id answers with the survivor's), the
 * survivor's keywords and completeness are recomputed (which re-indexes it for the CV search), and
 * the audit log names both ids and what moved. Any failure rolls all of it back.
 */
export async function mergeCandidates(
  db: Db,
  caller: Caller,
  input: CandidateMergePair,
): Promise<CandidateMergeResult> {
  return db.transaction(async (tx) => {
    const { survivor, duplicate } = checkPair(
      input,
      await lockCandidates(tx, [input.survivor_id, input.duplicate_id]),
    );
    const p = { survivor: survivor.id, duplicate: duplicate.id };
    const planned = await plan(tx, p);
    await moveRows(tx, p);
    for (const section of planned.sections) await moveSection(tx, section, p);
    await updateProfile(tx, p.survivor, planned.fill.patch);
    await fillAccount(tx, p);
    await markMerged(tx, p);
    await refreshCandidateDerived(tx, p.survivor);
    const summary = { moves: planned.moves, fills: planned.fills, clashes: planned.clashes };
    await writeAudit(
      tx,
      { id: caller.user.id, email: caller.user.email },
      {
        action: 'candidate.merge',
        targetType: 'user',
        targetId: p.survivor,
        before: { survivor_id: p.survivor, duplicate_id: p.duplicate },
        after: { survivor_id: p.survivor, duplicate_id: p.duplicate, ...summary },
      },
    );
    return {
      survivor: sideOf(survivor),
      duplicate: sideOf(duplicate),
      ...summary,
      merged_at: new Date().toISOString(),
    };
  });
}
