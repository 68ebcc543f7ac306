import {
  MESSAGE_EMPTY,
  MESSAGE_FLOOD,
  MESSAGE_NOTICE_MINUTES,
  MESSAGES_PER_MINUTE,
  THREAD_NOT_FOUND,
  type Thread,
  type ThreadMessage,
  type ThreadSummary,
} from '@portal/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import type { UserWithClient } from '../../platform/auth/signed-in-user';
import { cleanFileName } from '../../platform/files/file-name';
import { type FileStorage, newStorageKey } from '../../platform/files/storage';
import type { VirusScanner } from '../../platform/files/virus-scan';
import type { UploadedFile } from '../../platform/http/body-parsers';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { titleIn } from '../../platform/mail/templates';
import { prepareAttachment } from './attachment';
import { catalogue } from './i18n';
import { messageNoticeMail } from './notice';
import { otherSideOf, type Party, partyOf } from './party';
import {
  attachmentOf,
  claimNotice,
  insertMessage,
  type MessageRow,
  markRead,
  organisationRecipients,
  sentLastMinute,
  type ThreadApplication,
  threadApplication,
  threadMessages,
  threadPage,
  unreadCount,
} from './repository';

type Deps = {
  db: Db;
  storage: FileStorage;
  scanner: VirusScanner;
  log: FastifyBaseLogger;
  publicUrl: string;
  notifyMail: () => void;
};

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

function subjectOf(app: ThreadApplication, party: Party) {
  return {
    application_id: app.id,
    job_id: app.jobId,
    job_title: app.jobTitle,
    company: app.company,
    candidate_name: app.candidateName,
    counterpart: party.side === 'candidate' ? app.company : app.candidateName,
  };
}

function toMessage(
  m: MessageRow,
  party: Party,
  sender: { firstName: string | null; lastName: string | null },
  app: ThreadApplication,
): ThreadMessage {
  const name = `${sender.firstName ?? ''} ${sender.lastName ?? ''}`.trim();
  return {
    id: m.id,
    side: m.senderSide,
    mine: m.senderSide === party.side,
    sender_name: name || (m.senderSide === 'candidate' ? app.candidateName : app.company),
    body: m.body,
    attachment:
      m.attachmentKey && m.attachmentName && m.attachmentMime && m.attachmentSize != null
        ? { file_name: m.attachmentName, mime: m.attachmentMime, size: m.attachmentSize }
        : null,
    read_at: iso(m.readAt),
    created_at: new Date(m.createdAt).toISOString(),
  };
}

/**
 * A conversation per application (issue 28 item 4). Every call first finds the application within
 * the caller's reach (party.ts), so another's thread is "not found" before anything is read or stored.
 */
export function createMessageService({ db, storage, scanner, log, publicUrl, notifyMail }: Deps) {
  async function load(party: Party, applicationId: number) {
    const app = await threadApplication(db, party, applicationId);
    if (!app) throw AppError.notFound(contractText(THREAD_NOT_FOUND));
    return app;
  }

  const threadUrl = (side: Party['side'], id: number) =>
    `${publicUrl}/${side === 'candidate' ? 'candidate' : 'management'}/messages/${id}`;

  /** The other side's people, each mailed at most once a window per thread (the claim decides). */
  async function queueNotices(tx: Db, party: Party, app: ThreadApplication, senderName: string) {
    const recipients =
      party.side === 'candidate'
        ? await organisationRecipients(tx, app)
        : [
            {
              id: app.candidateId,
              email: app.candidateEmail,
              firstName: app.candidateFirstName,
              locale: app.candidateLocale,
            },
          ];
    let queued = 0;
    for (const r of recipients) {
      if (!(await claimNotice(tx, app.id, r.id, MESSAGE_NOTICE_MINUTES))) continue;
      await enqueueMail(tx, {
        to: r.email,
        ...messageNoticeMail({
          firstName: r.firstName,
          from:
            party.side === 'candidate'
              ? app.candidateName
              : catalogue.t(r.locale, 'mail.notice.fromStaff', { name: senderName, company: app.company }),
          jobTitle: titleIn(r.locale, { title: app.jobTitle, titleAr: app.jobTitleAr }),
          threadUrl: threadUrl(otherSideOf(party.side), app.id),
          locale: r.locale,
        }),
      });
      queued++;
    }
    return queued;
  }

  return {
    async list(user: UserWithClient, page: number, pageSize: number) {
      const party = partyOf(user);
      const rows = await threadPage(db, party, page, pageSize);
      const data: ThreadSummary[] = rows.map((r) => ({
        application_id: r.application_id,
        job_id: r.job_id,
        job_title: r.job_title,
        company: r.company,
        candidate_name: r.candidate_name,
        counterpart: party.side === 'candidate' ? r.company : r.candidate_name,
        last_message: r.last_body || (r.last_attachment ? `Attachment: ${r.last_attachment}` : ''),
        last_side: r.last_side,
        last_at: new Date(r.last_at).toISOString(),
        unread: Number(r.unread),
      }));
      return { data, total: Number(rows[0]?.total ?? 0) };
    },

    unread: (user: UserWithClient) => unreadCount(db, partyOf(user)),

    /** The thread; opening it is reading it, so the other side's messages are marked read first. */
    async thread(user: UserWithClient, applicationId: number): Promise<Thread> {
      const party = partyOf(user);
      const app = await load(party, applicationId);
      await markRead(db, app.id, otherSideOf(party.side));
      const rows = await threadMessages(db, app.id);
      return {
        ...subjectOf(app, party),
        messages: rows.map((r) => toMessage(r.message, party, r, app)),
      };
    },

    async send(
      user: UserWithClient,
      applicationId: number,
      body: string,
      upload: UploadedFile | undefined,
    ): Promise<ThreadMessage> {
      const party = partyOf(user);
      const app = await load(party, applicationId);
      if (!body && !upload) throw AppError.validation({ body: [contractText(MESSAGE_EMPTY)] });
      if ((await sentLastMinute(db, user.id)) >= MESSAGES_PER_MINUTE)
        throw AppError.tooManyRequests(contractText(MESSAGE_FLOOD), 60);
      const file = upload ? await prepareAttachment(upload.data, scanner) : null;
      const key = file ? newStorageKey() : null;
      if (file && key) await storage.put(key, file.data);
      let row: MessageRow;
      try {
        row = await db.transaction(async (tx) => {
          const message = await insertMessage(tx, {
            applicationId: app.id,
            senderId: user.id,
            senderSide: party.side,
            body,
            attachmentKey: key,
            attachmentName: file && upload ? cleanFileName(upload.filename, `attachment.${file.ext}`) : null,
            attachmentMime: file?.mime ?? null,
            attachmentSize: file?.data.length ?? null,
          });
          await queueNotices(tx, party, app, `${user.firstName} ${user.lastName}`.trim());
          return message;
        });
      } catch (err) {
        if (key) await storage.remove(key).catch((e: unknown) => log.warn({ err: e }, 'orphan attachment'));
        throw err;
      }
      notifyMail();
      return toMessage(row, party, user, app);
    },

    async attachment(user: UserWithClient, messageId: number) {
      const row = await attachmentOf(db, partyOf(user), messageId);
      if (!row?.storageKey || !row.mime || row.size == null)
        throw AppError.notFound(catalogue.text('errors.attachment_not_found'));
      return {
        storageKey: row.storageKey,
        mime: row.mime,
        size: row.size,
        originalName: row.originalName ?? 'attachment',
      };
    },
  };
}
