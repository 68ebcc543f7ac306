import { COMPANY_SIZES } from '@portal/contract/company-profile';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { masterItems } from './master-data';

/**
 * An organisation's company profile (one row per organisation, made on its first write). Logo and
 * cover are re-encoded WebP images under random storage keys, served publicly by that key.
 */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    logoKey: text('logo_key'),
    logoSize: integer('logo_size'),
    coverKey: text('cover_key'),
    coverSize: integer('cover_size'),
    /** Sanitised HTML. */
    about: text('about'),
    industryId: integer('industry_id').references(() => masterItems.id, { onDelete: 'set null' }),
    companySize: text('company_size', { enum: COMPANY_SIZES }),
    foundedYear: smallint('founded_year'),
    website: text('website'),
    /** Private: the organisation and the operator's staff only. */
    tradeLicence: text('trade_licence'),
    linkedin: text('linkedin'),
    facebook: text('facebook'),
    x: text('x'),
    instagram: text('instagram'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_profiles_industry_idx').on(t.industryId),
    index('company_profiles_logo_key_idx').on(t.logoKey),
    index('company_profiles_cover_key_idx').on(t.coverKey),
  ],
);

export const companyContacts = pgTable(
  'company_contacts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_contacts_client_idx').on(t.clientId)],
);

export const companyBranches = pgTable(
  'company_branches',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => masterItems.id),
    cityId: integer('city_id').references(() => masterItems.id),
    address: text('address').notNull(),
    phone: text('phone'),
    isHeadOffice: boolean('is_head_office').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_branches_client_idx').on(t.clientId)],
);
