import { calendarDayText } from '@portal/contract/format';
import type { ApplicationOffers, Offer, OfferAnswer, OfferInput } from '@portal/contract/offers';
import { offerToday } from '@portal/contract/offers';
import type { Db } from '../../core/db/client';
import { isUniqueViolation } from '../../core/db/errors';
import { AppError } from '../../core/lib/app-error';
import { writeAudit } from '../../platform/audit/write';
import { type FileStorage, newStorageKey } from '../../platform/files/storage';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { titleIn } from '../../platform/mail/templates';
import type { Caller } from '../../platform/tenancy/scope';
import { setApplicationStatus } from '../applicants';
import { catalogue } from './i18n';
import { offerLinkToken } from './link-token';
import { offerAnswerMail, offerMail, offerWithdrawnMail } from './mail';
import { mergeLetter, type OfferValues } from './merge';
import { offerPdfName, renderOfferPdf } from './pdf';
import {
  applicationForOffer,
  fileOf,
  insertOffer,
  insertOfferFile,
  jobOpenings,
  lockOffer,
  markOfferViewed,
  type OfferRowData,
  offerById,
  offerInScope,
  offerOfCandidate,
  offersOfApplication,
  offersOfCandidate,
  pendingOfferOf,
  setOfferStatus,
  userEmail,
} from './repository';
import { findOfferTemplate } from './templates-repository';

export const OFFER_NOT_FOUND = catalogue.text('errors.offer_not_found');
const APPLICANT_NOT_FOUND = catalogue.text('errors.applicant_not_found');
const CLOSED_APPLICATION = ['hired', 'rejected', 'withdrawn'];

type Deps = {
  db: Db;
  secret: Uint8Array;
  publicUrl: string;
  storage: FileStorage;
  notifyMail: () => void;
};
type Actor = { id: number; email: string };

/** A pending offer past its expiry date is expired (the stored status stays pending). */
const statusOf = (o: { status: Offer['status']; expiresOn: string }): Offer['status'] =>
  o.status === 'pending' && o.expiresOn < offerToday() ? 'expired' : o.status;

export const toOffer = (r: OfferRowData): Offer => ({
  id: r.offer.id,
  application_id: r.offer.applicationId,
  job: { id: r.jobId, title: r.jobTitle },
  candidate_name: `${r.firstName} ${r.lastName}`.trim(),
  company: r.company,
  status: statusOf(r.offer),
  salary_amount: r.offer.salaryAmount,
  currency: r.offer.currency,
  salary_period: r.offer.salaryPeriod,
  start_date: r.offer.startDate,
  benefits: r.offer.benefits,
  expires_on: r.offer.expiresOn,
  letter: r.offer.letter,
  created_at: r.offer.createdAt.toISOString(),
  viewed_at: r.offer.viewedAt?.toISOString() ?? null,
  answered_at: r.offer.answeredAt?.toISOString() ?? null,
});

/** Offers: made by an organisation on its application, answered by the candidate; every step audited. */
export function createOfferService({ db, secret, publicUrl, storage, notifyMail }: Deps) {
  const audit = (
    tx: Db,
    actor: Actor,
    action: string,
    offer: { id: number; clientId: number },
    after?: unknown,
  ) =>
    writeAudit(tx, actor, {
      action: `offer.${action}`,
      targetType: 'offer',
      targetId: offer.id,
      clientId: offer.clientId,
      after,
    });
  const linkUrl = (offerId: number) =>
    `${publicUrl}/unauth/offer?token=${encodeURIComponent(offerLinkToken(secret, offerId))}`;

  async function loaded(id: number): Promise<Offer> {
    const row = await offerById(db, id);
    if (!row) throw AppError.notFound(OFFER_NOT_FOUND);
    return toOffer(row);
  }

  return {
    /** The application's offers, newest first, and whether the job's openings are now all filled. */
    async ofApplication(caller: Caller, applicationId: number): Promise<ApplicationOffers> {
      const app = await applicationForOffer(db, caller, applicationId);
      if (!app) throw AppError.notFound(APPLICANT_NOT_FOUND);
      const [rows, job] = await Promise.all([
        offersOfApplication(db, applicationId),
        jobOpenings(db, app.jobId),
      ]);
      if (!job) throw AppError.notFound(APPLICANT_NOT_FOUND);
      return {
        offers: rows.map(toOffer),
        job: { ...job, filled: job.status === 'published' && job.hired >= job.openings },
      };
    },

    /**
     * Makes the offer: the letter merged from the template, its PDF stored as the candidate's file,
     * the application moved to offered (when it was not yet), the mail queued with the PDF attached
     * and both steps audited,
     * in one transaction. The PDF's bytes are written first and removed again if the transaction fails.
     */
    async create(caller: Caller, applicationId: number, input: OfferInput): Promise<Offer> {
      const app = await applicationForOffer(db, caller, applicationId);
      if (!app) throw AppError.notFound(APPLICANT_NOT_FOUND);
      const template = await findOfferTemplate(db, caller, input.template_id);
      if (!template) throw AppError.validation({ template_id: [catalogue.text('errors.unknown_template')] });
      const assertOpen = (status: string) => {
        if (CLOSED_APPLICATION.includes(status))
          throw AppError.conflict(catalogue.text('errors.offer_cannot_made_on_application', { status }));
      };
      assertOpen(app.status);
      if (await pendingOfferOf(db, applicationId))
        throw AppError.conflict(catalogue.text('errors.applicant_already_has_offer_awaiting'));

      const values: OfferValues = {
        candidateName: `${app.firstName} ${app.lastName}`.trim(),
        jobTitle: app.jobTitle,
        company: app.company,
        salaryAmount: input.salary_amount,
        currency: input.currency,
        salaryPeriod: input.salary_period,
        startDate: input.start_date,
        benefits: input.benefits,
        expiresOn: input.expires_on,
      };
      const letter = mergeLetter(template.body, values);
      // The letter is read by the candidate: its frame is in their language (the body is the employer's).
      const readerTitle = titleIn(app.locale, { title: app.jobTitle, titleAr: app.jobTitleAr });
      const pdf = await renderOfferPdf(
        { ...values, jobTitle: readerTitle, letter, issuedOn: offerToday() },
        app.locale,
      );
      const key = newStorageKey();
      await storage.put(key, pdf);
      let offerId: number;
      try {
        offerId = await db.transaction(async (tx) => {
          const locked = await applicationForOffer(tx, caller, applicationId, true);
          if (!locked) throw AppError.notFound(APPLICANT_NOT_FOUND);
          assertOpen(locked.status);
          const fileId = await insertOfferFile(tx, {
            ownerId: app.candidateId,
            storageKey: key,
            originalName: offerPdfName(app.jobTitle),
            size: pdf.length,
          });
          const id = await insertOffer(tx, {
            applicationId,
            clientId: app.clientId,
            templateId: template.id,
            salaryAmount: input.salary_amount,
            currency: input.currency,
            salaryPeriod: input.salary_period,
            startDate: input.start_date,
            benefits: input.benefits,
            expiresOn: input.expires_on,
            letter,
            pdfFileId: fileId,
            createdBy: caller.user.id,
          });
          if (locked.status !== 'offered')
            await setApplicationStatus(tx, applicationId, 'offered', caller.user.id);
          const offer = { id, clientId: app.clientId };
          await audit(tx, caller.user, 'created', offer, {
            application_id: applicationId,
            salary_amount: input.salary_amount,
            currency: input.currency,
            start_date: input.start_date,
            expires_on: input.expires_on,
          });
          await enqueueMail(tx, {
            to: app.email,
            ...offerMail({
              firstName: app.firstName,
              jobTitle: readerTitle,
              company: app.company,
              expiresOn: input.expires_on,
              url: linkUrl(id),
              locale: app.locale,
            }),
            attachments: [
              { filename: offerPdfName(app.jobTitle), contentType: 'application/pdf', content: pdf },
            ],
          });
          await audit(tx, caller.user, 'sent', offer, { to: app.email });
          return id;
        });
      } catch (err) {
        await storage.remove(key).catch(() => undefined);
        if (isUniqueViolation(err))
          throw AppError.conflict(catalogue.text('errors.applicant_already_has_offer_awaiting'));
        throw err;
      }
      notifyMail();
      return loaded(offerId);
    },

    /** The employer takes back an offer still awaiting an answer (an expired one too); the candidate is told. */
    async withdraw(caller: Caller, id: number): Promise<Offer> {
      const row = await offerInScope(db, caller, id);
      if (!row) throw AppError.notFound(OFFER_NOT_FOUND);
      await db.transaction(async (tx) => {
        const locked = await lockOffer(tx, id);
        if (!locked) throw AppError.notFound(OFFER_NOT_FOUND);
        if (locked.status !== 'pending')
          throw AppError.conflict(
            catalogue.text('errors.offer_was_already_it_cannot', { status: locked.status }),
          );
        await setOfferStatus(tx, id, 'withdrawn');
        await audit(tx, caller.user, 'withdrawn', locked);
        await enqueueMail(tx, {
          to: row.candidateEmail,
          ...offerWithdrawnMail({
            firstName: row.firstName,
            jobTitle: titleIn(row.candidateLocale, { title: row.jobTitle, titleAr: row.jobTitleAr }),
            company: row.company,
            locale: row.candidateLocale,
          }),
        });
      });
      notifyMail();
      return loaded(id);
    },

    /** The employer's copy of the PDF (the offer must be the organisation's). */
    async sentPdf(caller: Caller, id: number) {
      const row = await offerInScope(db, caller, id);
      return pdfOf(row);
    },

    mine: async (candidateId: number) => (await offersOfCandidate(db, candidateId)).map(toOffer),

    /** The candidate's own offer's PDF; opening it counts as having seen the offer. */
    async minePdf(candidate: Actor, id: number) {
      const row = await offerOfCandidate(db, candidate.id, id);
      await viewed(candidate, row);
      return pdfOf(row);
    },

    /** The offer behind a mailed link, marked seen. */
    async byLink(offerId: number) {
      const row = await offerById(db, offerId);
      if (!row) throw AppError.notFound(OFFER_NOT_FOUND);
      await viewed({ id: row.candidateId, email: row.candidateEmail }, row);
      return toOffer(row);
    },
    async linkPdf(offerId: number) {
      return pdfOf(await offerById(db, offerId));
    },

    /** The candidate's own offer, answered in the candidate area. */
    async answerMine(candidate: Actor, id: number, answer: OfferAnswer['answer']) {
      const row = await offerOfCandidate(db, candidate.id, id);
      if (!row) throw AppError.notFound(OFFER_NOT_FOUND);
      return answerOffer(candidate, row, answer);
    },
    /** The answer from the mailed link: the candidate is the offer's, whoever is signed in. */
    async answerByLink(offerId: number, answer: OfferAnswer['answer']) {
      const row = await offerById(db, offerId);
      if (!row) throw AppError.notFound(OFFER_NOT_FOUND);
      return answerOffer({ id: row.candidateId, email: row.candidateEmail }, row, answer);
    },
  };

  async function pdfOf(row: OfferRowData | undefined) {
    if (!row) throw AppError.notFound(OFFER_NOT_FOUND);
    const file = row.offer.pdfFileId ? await fileOf(db, row.offer.pdfFileId) : undefined;
    if (!file) throw AppError.notFound(catalogue.text('errors.offer_letter_no_longer_available'));
    return file;
  }

  async function viewed(candidate: Actor, row: OfferRowData | undefined) {
    if (!row || row.offer.viewedAt) return;
    await db.transaction(async (tx) => {
      if (await markOfferViewed(tx, row.offer.id)) await audit(tx, candidate, 'viewed', row.offer);
    });
  }

  /**
   * Accepting moves the application to hired in the same transaction; declining leaves it at
   * offered. Answered, withdrawn and expired offers are refused with what happened to them.
   */
  async function answerOffer(candidate: Actor, row: OfferRowData, answer: OfferAnswer['answer']) {
    const accepted = answer === 'accept';
    await db.transaction(async (tx) => {
      const locked = await lockOffer(tx, row.offer.id);
      if (!locked) throw AppError.notFound(OFFER_NOT_FOUND);
      if (locked.status === 'withdrawn')
        throw AppError.conflict(catalogue.text('errors.employer_has_withdrawn_offer'));
      if (locked.status !== 'pending')
        throw AppError.conflict(catalogue.text('errors.you_have_already_offer', { status: locked.status }));
      if (locked.expiresOn < offerToday())
        throw AppError.conflict(
          catalogue.text('errors.offer_expired_on_and_can', { value: calendarDayText(locked.expiresOn) }),
        );
      if (CLOSED_APPLICATION.includes(locked.applicationStatus))
        throw AppError.conflict(
          catalogue.text('errors.application_offer_can_no_longer', {
            applicationStatus: locked.applicationStatus,
          }),
        );
      await setOfferStatus(tx, locked.id, accepted ? 'accepted' : 'declined');
      if (accepted) await setApplicationStatus(tx, locked.applicationId, 'hired', candidate.id);
      await audit(tx, candidate, accepted ? 'accepted' : 'declined', locked);
      const maker = row.offer.createdBy ? await userEmail(tx, row.offer.createdBy) : undefined;
      if (maker)
        await enqueueMail(tx, {
          to: maker.email,
          ...offerAnswerMail({
            firstName: maker.firstName,
            candidateName: `${row.firstName} ${row.lastName}`.trim(),
            jobTitle: titleIn(maker.locale, { title: row.jobTitle, titleAr: row.jobTitleAr }),
            accepted,
            url: `${publicUrl}/management/jobs/view/${row.jobId}`,
            locale: maker.locale,
          }),
        });
    });
    notifyMail();
    return loaded(row.offer.id);
  }
}
export type OfferService = ReturnType<typeof createOfferService>;
