import { ROLE_LABELS, ROLES, type Role } from '@portal/contract/roles';
import type { Db } from '../../core/db/client';
import {
  customRoleByKey,
  customRoleRows,
  groupRows,
  holderCountRows,
  rolePermissionRows,
} from './repository';

/** A role as the back office lists it: a built-in role (its own kind) or a custom one. */
export type RoleDef = { key: string; name: string; kind: Role; custom: boolean; description: string };
export type GroupDef = {
  id: number;
  name: string;
  description: string;
  permissions: string[];
  roles: string[];
};

const BUILT_IN_DESCRIPTIONS: Record<Role, string> = {
  candidate: 'Job seekers: their profile, applications, saved jobs and alerts.',
  employer: "An employer's users: its jobs, applicants, CV database and recruiter e-mail.",
  consultancy: "A consultancy's recruiters.",
  consultancy_admin: "Administers a consultancy's team as well as recruiting.",
  ats: 'Recruiters working in the applicant tracking features.',
  master_admin: "The portal owner's administrators.",
};

const builtIns: RoleDef[] = ROLES.map((r) => ({
  key: r,
  name: ROLE_LABELS[r],
  kind: r,
  custom: false,
  description: BUILT_IN_DESCRIPTIONS[r],
}));

export const isBuiltIn = (key: string): key is Role => ROLES.some((r) => r === key);

/** Every role: the built-in ones in their order, then the custom ones by name. */
export async function roleDefs(db: Db): Promise<RoleDef[]> {
  const rows = await customRoleRows(db);
  return [
    ...builtIns,
    ...rows.map((r) => ({
      key: r.key,
      name: r.name,
      kind: r.kind,
      custom: true,
      description: r.description,
    })),
  ];
}

export async function findRole(db: Db, key: string): Promise<RoleDef | null> {
  const builtIn = builtIns.find((r) => r.key === key);
  if (builtIn) return builtIn;
  const row = await customRoleByKey(db, key);
  return row
    ? { key: row.key, name: row.name, kind: row.kind, custom: true, description: row.description }
    : null;
}

/** Each role's own grants (not its groups'), sorted. */
export async function ownGrants(db: Db): Promise<Map<string, string[]>> {
  const rows = await rolePermissionRows(db);
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.role, [...(map.get(r.role) ?? []), r.permission]);
  return map;
}

export async function groupDefs(db: Db): Promise<GroupDef[]> {
  const [groups, perms, roles] = await groupRows(db);
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    description: g.description,
    permissions: perms.filter((p) => p.groupId === g.id).map((p) => p.permission),
    roles: roles.filter((r) => r.groupId === g.id).map((r) => r.role),
  }));
}

/** How many accounts hold each role (a custom role's holders are not counted under its kind). */
export async function holderCounts(db: Db): Promise<Map<string, number>> {
  const rows = await holderCountRows(db);
  return new Map(rows.map((r) => [r.key, r.n]));
}
