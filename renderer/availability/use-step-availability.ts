import { useMemo, useState } from 'react';
import { addDays } from '../../core/capacity/calendar-date';
import { EARLIEST_MOVE_DATE_OFFSET_DAYS, LATEST_MOVE_DATE_OFFSET_DAYS } from '../../core/move-date-window';
import type { StepDefinition } from '../../core/flow/step-definition';
import type { CalendarAvailability } from '../../widgets/calendar-availability';
import { partnerToday } from '../../core/capacity/partner-today';
import { timeZoneOf } from '../../core/capacity/time-zone-of';
import { bookingApi } from '../api/booking-api';
import { usePreviewMode } from '../preview/preview-mode';
import { useFunnelStore } from '../store/use-funnel-store';
import { createAvailabilitySource } from './create-availability-source';

/** What a step with a calendar adds to RJSF's formContext for the calendar and the time of day (widgets/calendar-availability.ts). */
export interface StepAvailability {
  availability?: CalendarAvailability;
  /** The partner's today, 'YYYY-MM-DD'. */
  today?: string;
  /** The day the calendar field holds now, for the time of day. */
  chosenDate?: string;
}

/**
 * Availability for a step that shows a calendar: one source per visit of the step (a new visit sees
 * the days as they are now, and prices for the booking as it is now), none in the admin preview,
 * which asks the server nothing.
 */
export function useStepAvailability(step: StepDefinition, formData: Record<string, unknown>): StepAvailability {
  const calendarField = Object.keys(step.fields).find((field) => step.fields[field]!.widget === 'calendar');
  const api = useFunnelStore((s) => s.api);
  const partner = useFunnelStore((s) => s.partner);
  const pageToday = useFunnelStore((s) => s.today);
  const preview = usePreviewMode();
  // The host page's (the server's clock), else the browser's clock where the partner works; read once per
  // visit, like the days: a step left open past midnight keeps the days it showed.
  const [today] = useState(() => pageToday || partnerToday(new Date(), timeZoneOf(partner)));
  const [availability] = useState(() => {
    if (!calendarField || preview) return undefined;
    return createAvailabilitySource({
      fetchDays: async (from, to) => (await bookingApi.availability(api, from, to)).days,
      earliest: addDays(today, EARLIEST_MOVE_DATE_OFFSET_DAYS),
      latest: addDays(today, LATEST_MOVE_DATE_OFFSET_DAYS),
    });
  });
  const chosen = calendarField ? formData[calendarField] : undefined;
  const chosenDate = typeof chosen === 'string' ? chosen : undefined;
  return useMemo(() => (calendarField ? { availability, today, chosenDate } : {}), [calendarField, availability, today, chosenDate]);
}
