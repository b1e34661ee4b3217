/** An emailed calendar invite read back with a maintained iCalendar parser (ical.js), as a calendar would read it. */
import ICAL from 'ical.js';

export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  /** DTSTART and DTEND as instants; `zone` is 'Z' for UTC, else the TZID (a floating time has none). */
  start: Date;
  end: Date;
  zone: string | null;
  isDate: boolean;
  attendees: string[];
}

export function parseInvite(text: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('The invite has no VEVENT');
  const event = new ICAL.Event(vevent);
  const zoneOf = (time: ICAL.Time) => {
    const tzid = time.isDate ? 'floating' : (time.zone?.tzid ?? 'floating');
    return tzid === 'floating' ? null : tzid === 'UTC' ? 'Z' : tzid;
  };
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    zone: zoneOf(event.startDate),
    isDate: event.startDate.isDate,
    attendees: vevent.getAllProperties('attendee').map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
  };
}
