import {
  ENQUIRY_HONEYPOT,
  type Enquiry,
  type EnquiryDetail,
  type EnquiryListQuery,
  type EnquiryStatus,
  type enquiryCreateSchema,
} from '@portal/contract/enquiries';
import type { Locale } from '@portal/contract/locale';
import type { z } from 'zod';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { toCsv } from '../../core/lib/csv';
import { enquiryServiceText, label } from '../../core/lib/labels';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { compose, hello, localeUrl, type MailContent } from '../../platform/mail/templates';
import { staffEmails } from '../user';
import { catalogue } from './i18n';
import {
  type EnquiryFilters,
  enquiriesForExport,
  enquiryById,
  enquiryNotesOf,
  enquiryPage,
  insertEnquiry,
  insertEnquiryNote,
  operatorStaff,
  type EnquiryRow as Row,
  updateEnquiry,
} from './repository';

type CreateBody = z.infer<typeof enquiryCreateSchema>;
type Deps = { db: Db; publicUrl: string; notifyMail: () => void };

const NOT_FOUND = catalogue.text('errors.enquiry_not_found');
/** The mail to the operator's staff, in the staff member's language; it says which language to reply in. */
function staffMail(body: CreateBody, written: Locale, href: string, to: Locale): MailContent {
  const service = label(enquiryServiceText(body.service), to);
  return compose(
    catalogue.t(to, 'staffMail.subject', { service, name: body.name }),
    [
      body.company
        ? catalogue.t(to, 'staffMail.fromCompany', { name: body.name, company: body.company, service })
        : catalogue.t(to, 'staffMail.from', { name: body.name, service }),
      body.phone
        ? catalogue.t(to, 'staffMail.contactPhone', { email: body.email, phone: body.phone })
        : catalogue.t(to, 'staffMail.contact', { email: body.email }),
      catalogue.t(to, 'staffMail.language', { language: written }),
      body.message,
    ],
    { href: localeUrl(href, to), label: catalogue.t(to, 'staffMail.link') },
    to,
  );
}

/** The enquirer's receipt, in the language they wrote in. Their message is not repeated in it. */
function acknowledgementMail(body: CreateBody, locale: Locale, home: string): MailContent {
  return compose(
    catalogue.t(locale, 'ack.subject'),
    [
      hello(locale, body.name),
      catalogue.t(locale, 'ack.body', { service: label(enquiryServiceText(body.service), locale) }),
    ],
    { href: localeUrl(home, locale), label: catalogue.t(locale, 'ack.link') },
    locale,
  );
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The export's columns in the requester's language (Accept-Language). */
const csvHeader = (locale: Locale) => [
  catalogue.t(locale, 'csv.id'),
  catalogue.t(locale, 'csv.received'),
  catalogue.t(locale, 'csv.status'),
  catalogue.t(locale, 'csv.service'),
  catalogue.t(locale, 'csv.name'),
  catalogue.t(locale, 'csv.company'),
  catalogue.t(locale, 'csv.email'),
  catalogue.t(locale, 'csv.phone'),
  catalogue.t(locale, 'csv.assignee'),
  catalogue.t(locale, 'csv.message'),
];

export function createEnquiryService({ db, publicUrl, notifyMail }: Deps) {
  async function toEnquiries(rows: Row[], locale: Locale): Promise<Enquiry[]> {
    const staff = await operatorStaff(db, [
      ...new Set(rows.flatMap((r) => (r.assigneeId ? [r.assigneeId] : []))),
    ]);
    const names = new Map(staff.map((s) => [s.id, fullName(s)]));
    // An assignee no longer among the operator's staff keeps the enquiry but not their name.
    const former = catalogue.t(locale, 'assignee.former');
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      company: r.company,
      email: r.email,
      phone: r.phone,
      service: r.service,
      message: r.message,
      status: r.status,
      assignee: r.assigneeId ? { id: r.assigneeId, name: names.get(r.assigneeId) ?? former } : null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }

  async function find(id: number): Promise<Row> {
    const row = await enquiryById(db, id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  return {
    /**
     * Stores the enquiry with the language it was written in (the page's), mails the operator's
     * administrators (each in their language) and the enquirer a receipt in theirs, in one
     * transaction. A filled honeypot means a bot: nothing is stored or sent, and the answer is the
     * same, so the bot learns nothing. Returns whether it was kept.
     */
    async create(body: CreateBody, locale: Locale = 'en'): Promise<boolean> {
      if (body[ENQUIRY_HONEYPOT]?.trim()) return false;
      await db.transaction(async (tx) => {
        const row = await insertEnquiry(tx, {
          name: body.name,
          company: body.company ?? null,
          email: body.email,
          phone: body.phone ?? null,
          service: body.service,
          message: body.message,
          locale,
        });
        if (!row) throw new Error('insert returned no row');
        const href = `${publicUrl}/admin-pannel/enquiries/${row.id}`;
        const staff = await staffEmails(tx);
        await enqueueMail(tx, [
          // Replies go straight to the person who asked.
          ...staff.map((s) => ({
            to: s.email,
            ...staffMail(body, locale, href, s.locale),
            headers: { 'Reply-To': body.email },
          })),
          { to: body.email, ...acknowledgementMail(body, locale, `${publicUrl}/`) },
        ]);
      });
      notifyMail();
      return true;
    },

    async list(q: EnquiryListQuery, locale: Locale = 'en') {
      const { rows, total, byStatus } = await enquiryPage(db, q);
      // Spelled out so that a new status fails to compile here rather than count as undefined.
      const counts: Record<EnquiryStatus, number> = { new: 0, in_progress: 0, closed: 0 };
      for (const r of byStatus) counts[r.status] = r.n;
      return { data: await toEnquiries(rows, locale), total, counts };
    },

    async get(id: number, locale: Locale = 'en'): Promise<EnquiryDetail> {
      const [enquiry] = await toEnquiries([await find(id)], locale);
      const notes = await enquiryNotesOf(db, id);
      if (!enquiry) throw AppError.notFound(NOT_FOUND);
      return {
        ...enquiry,
        notes: notes.map((n) => ({
          id: n.id,
          body: n.body,
          author:
            n.authorId && n.firstName != null
              ? { id: n.authorId, name: fullName({ firstName: n.firstName, lastName: n.lastName ?? '' }) }
              : null,
          created_at: n.createdAt.toISOString(),
        })),
      };
    },

    async update(
      id: number,
      change: { status?: EnquiryStatus; assignee_id?: number | null },
      locale: Locale = 'en',
    ) {
      if (change.assignee_id) {
        const [staff] = await operatorStaff(db, [change.assignee_id]);
        if (!staff)
          throw AppError.validation({ assignee_id: [catalogue.text('errors.choose_member_staff')] });
      }
      const found = await updateEnquiry(db, id, {
        ...(change.status ? { status: change.status } : {}),
        ...(change.assignee_id !== undefined ? { assigneeId: change.assignee_id } : {}),
      });
      if (!found) throw AppError.notFound(NOT_FOUND);
      return this.get(id, locale);
    },

    async addNote(id: number, authorId: number, body: string, locale: Locale = 'en') {
      await db.transaction(async (tx) => {
        // The note moves the enquiry's update time, so the inbox sorts it as recent activity.
        if (!(await updateEnquiry(tx, id))) throw AppError.notFound(NOT_FOUND);
        await insertEnquiryNote(tx, { enquiryId: id, authorId, body });
      });
      return this.get(id, locale);
    },

    async assignees() {
      return (await operatorStaff(db)).map((s) => ({ id: s.id, name: fullName(s) }));
    },

    /**
     * Every enquiry the filters find, oldest last, as CSV (formula-safe cells): the headers, status
     * and service in the request's language.
     */
    async csv(q: EnquiryFilters, locale: Locale = 'en'): Promise<string> {
      const rows = await enquiriesForExport(db, q);
      const list = await toEnquiries(rows, locale);
      return toCsv([
        csvHeader(locale),
        ...list.map((e) => [
          e.id,
          e.created_at,
          catalogue.t(locale, 'csv.statusValue', { status: e.status }),
          label(enquiryServiceText(e.service), locale),
          e.name,
          e.company,
          e.email,
          e.phone,
          e.assignee?.name,
          e.message,
        ]),
      ]);
    },
  };
}
