import {
  MASTER_CSV_COLUMNS,
  type MasterImportRow,
  masterItemInputSchema,
} from '@portal/contract/master-data';
import { AppError } from '../../core/lib/app-error';
import { parseCsv } from '../../core/lib/csv-parse';
import { slugify } from '../../core/lib/slug';
import { catalogue } from './i18n';

const FIELD = 'file';
const MAX_ROWS = 5000;
/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"): refused, never stored. */
const FORMULA_START = /^[=+\-@\t\r]/;
const YES = new Set(['true', 'yes', '1', 'y', 'active']);
const NO = new Set(['false', 'no', '0', 'n', 'inactive']);

/** What the list holds now, as the planner needs it. */
export type ExistingItem = {
  id: number;
  name: string;
  nameAr: string | null;
  slug: string;
  parentId: number | null;
  active: boolean;
  sort: number;
  mergedIntoId: number | null;
};
export type ParentItem = { id: number; slug: string };

export type PlannedAdd = {
  name: string;
  nameAr: string | null;
  slug: string;
  parentId: number | null;
  active: boolean;
  sort: number;
};
export type PlannedChange = {
  id: number;
  name?: string;
  nameAr?: string | null;
  active?: boolean;
  sort?: number;
};
export type ImportPlan = { adds: PlannedAdd[]; changes: PlannedChange[]; rows: MasterImportRow[] };

const decoder = new TextDecoder('utf-8', { fatal: true });

function decode(data: Buffer): string {
  try {
    return decoder.decode(data);
  } catch {
    throw AppError.validation({ [FIELD]: [catalogue.text('errors.file_must_csv_file_in')] });
  }
}

/** The header row: `name` required, each known column at most once, nothing else. */
function readHeader(cells: string[]): Map<string, number> {
  const columns = new Map<string, number>();
  cells.forEach((raw, i) => {
    const c = raw.trim().toLowerCase();
    if (!(MASTER_CSV_COLUMNS as readonly string[]).includes(c))
      throw AppError.validation({
        [FIELD]: [
          catalogue.text('errors.unknown_column_columns_are', {
            value: raw.trim(),
            MASTER_CSV_COLUMNS: MASTER_CSV_COLUMNS.join(', '),
          }),
        ],
      });
    if (columns.has(c))
      throw AppError.validation({ [FIELD]: [catalogue.text('errors.column_appears_twice', { c })] });
    columns.set(c, i);
  });
  if (!columns.has('name'))
    throw AppError.validation({ [FIELD]: [catalogue.text('errors.first_row_must_name_columns')] });
  return columns;
}

const nameKey = (name: string, parentId: number | null) => `${parentId ?? ''}/${name.toLowerCase()}`;

/**
 * Reads an uploaded CSV against the list as it is and decides, row by row, what an import would do:
 * add (no slug), change (the slug of an item, with a different name, Arabic name, active flag or
 * order),
 * leave unchanged, or reject with every reason. Nothing is written here; the same file planned
 * twice against the same list gives the same plan, which is what lets apply check the preview.
 */
export function planImport(data: Buffer, existing: ExistingItem[], parents: ParentItem[] | null): ImportPlan {
  const records = parseCsv(decode(data), FIELD);
  const [header, ...body] = records;
  if (!header) throw AppError.validation({ [FIELD]: [catalogue.text('errors.file_empty')] });
  if (body.length > MAX_ROWS)
    throw AppError.validation({
      [FIELD]: [
        catalogue.text('errors.at_most_rows_file_one', {
          MAX_ROWS: String(MAX_ROWS),
          length: String(body.length),
        }),
      ],
    });
  const columns = readHeader(header.cells);
  const bySlug = new Map(existing.map((e) => [e.slug, e]));
  const byName = new Map(
    existing.filter((e) => e.mergedIntoId === null).map((e) => [nameKey(e.name, e.parentId), e]),
  );
  const parentBySlug = new Map((parents ?? []).map((p) => [p.slug, p.id]));
  const takenSlugs = new Set(existing.map((e) => e.slug));
  const seenNames = new Map<string, number>();
  const seenSlugs = new Map<string, number>();
  let nextSort = Math.max(-1, ...existing.map((e) => e.sort)) + 1;

  const plan: ImportPlan = { adds: [], changes: [], rows: [] };
  for (const { line, cells } of body) {
    const cell = (c: string) => {
      const i = columns.get(c);
      return i === undefined ? '' : (cells[i] ?? '').trim();
    };
    const reasons: string[] = [];
    const name = cell('name');
    const slug = cell('slug') || null;
    const row: MasterImportRow = { line, name, slug, action: 'reject', details: reasons };
    plan.rows.push(row);
    if (cells.length !== header.cells.length) {
      reasons.push(`Expected ${header.cells.length} cells, found ${cells.length}`);
      continue;
    }
    columns.forEach((i, c) => {
      if (c !== 'usage' && FORMULA_START.test(cells[i] ?? ''))
        reasons.push(`The ${c} starts with =, +, -, @ or a tab, which a spreadsheet would run as a formula`);
    });
    const checked = masterItemInputSchema.shape.name.safeParse(name);
    if (!checked.success) reasons.push(checked.error.issues[0]?.message ?? 'Name is required');
    // Without the column, Arabic names stay as they are; an empty cell clears one.
    const hasNameAr = columns.has('name_ar');
    const checkedAr = masterItemInputSchema.shape.name_ar.safeParse(cell('name_ar'));
    if (!checkedAr.success) reasons.push(checkedAr.error.issues[0]?.message ?? 'Arabic name is not valid');
    const nameAr = checkedAr.success ? checkedAr.data : null;
    const activeCell = cell('active').toLowerCase();
    const active =
      activeCell === '' ? undefined : YES.has(activeCell) ? true : NO.has(activeCell) ? false : null;
    if (active === null) reasons.push('Active must be yes or no');
    const orderCell = cell('order');
    const order = orderCell === '' ? undefined : /^\d{1,6}$/.test(orderCell) ? Number(orderCell) : null;
    if (order === null) reasons.push('Order must be a whole number from 0 to 999999');

    const current = slug ? bySlug.get(slug) : undefined;
    if (slug && !current)
      reasons.push(`No item has the slug "${slug}": leave the slug empty to add a new item`);
    if (current?.mergedIntoId) reasons.push(`"${slug}" was merged into another item`);
    const parentCell = cell('parent');
    let parentId: number | null = current ? current.parentId : null;
    if (!parents && parentCell) reasons.push('This list has no parent column');
    if (parents && !current) {
      if (!parentCell) reasons.push('Give the parent (its slug) of a new item');
      else if (!parentBySlug.has(parentCell)) reasons.push(`Unknown parent "${parentCell}"`);
      else parentId = parentBySlug.get(parentCell) ?? null;
    }
    if (parents && current && parentCell && parentBySlug.get(parentCell) !== current.parentId)
      reasons.push('An item cannot be moved to another parent by import');

    if (checked.success) {
      const key = nameKey(checked.data, parentId);
      const earlier = seenNames.get(key);
      if (earlier !== undefined) reasons.push(`Same name as line ${earlier}`);
      else seenNames.set(key, line);
      const holder = byName.get(key);
      if (holder && holder.id !== current?.id)
        reasons.push(`"${holder.name}" is already in the list under the slug "${holder.slug}"`);
    }
    if (slug) {
      const earlier = seenSlugs.get(slug);
      if (earlier !== undefined) reasons.push(`Same slug as line ${earlier}`);
      else seenSlugs.set(slug, line);
    }
    if (reasons.length > 0 || !checked.success || !checkedAr.success || active === null || order === null)
      continue;

    if (!current) {
      const base = slugify(checked.data) || 'item';
      let made = base;
      for (let n = 2; takenSlugs.has(made); n += 1) made = `${base}-${n}`;
      takenSlugs.add(made);
      const sort = order ?? nextSort++;
      plan.adds.push({ name: checked.data, nameAr, slug: made, parentId, active: active ?? true, sort });
      row.action = 'add';
      row.slug = made;
      continue;
    }
    const change: PlannedChange = { id: current.id };
    if (checked.data !== current.name) {
      change.name = checked.data;
      reasons.push(`name: ${current.name} → ${checked.data}`);
    }
    if (hasNameAr && nameAr !== current.nameAr) {
      change.nameAr = nameAr;
      reasons.push(`Arabic name: ${current.nameAr ?? '(none)'} → ${nameAr ?? '(none)'}`);
    }
    if (active !== undefined && active !== current.active) {
      change.active = active;
      reasons.push(active ? 'reactivated' : 'deactivated');
    }
    if (order !== undefined && order !== current.sort) {
      change.sort = order;
      reasons.push(`order: ${current.sort} → ${order}`);
    }
    row.action = reasons.length > 0 ? 'change' : 'unchanged';
    if (reasons.length > 0) plan.changes.push(change);
  }
  return plan;
}
