import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/** What an invitation says about one interview (times as instants: written in UTC). */
export type InvitationEvent = {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string; accepted?: boolean }[];
  cancelled: boolean;
};

/** The interview's stable UID: the same for its invitation, every update and its cancellation. */
export const interviewUid = (interviewId: number, publicUrl: string) =>
  `interview-${interviewId}@${new URL(publicUrl).hostname}`;

/**
 * An RFC 5545 calendar with one VEVENT: METHOD:REQUEST for a new or changed interview (SEQUENCE
 * raised each time, so calendar programs replace the earlier copy), METHOD:CANCEL with
 * STATUS:CANCELLED when it is called off. Times are UTC (`Z`), so no VTIMEZONE is needed.
 */
export function invitationIcs(event: InvitationEvent): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const method = event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: 'Logistics Jobs', product: 'Interviews', language: 'EN' },
    method,
  });
  const vevent = calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start: event.startsAt,
    end: event.endsAt,
    stamp: new Date(),
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    organizer: event.organizer,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  for (const a of event.attendees) {
    vevent.createAttendee({
      name: a.name,
      email: a.email,
      role: ICalAttendeeRole.REQ,
      rsvp: !event.cancelled,
      status: a.accepted ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.NEEDSACTION,
    });
  }
  return { method: event.cancelled ? 'CANCEL' : 'REQUEST', content: calendar.toString() };
}
