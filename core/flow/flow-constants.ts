/** The funnel's business constants, read by the engine, the server and the widgets alike. */
export interface FlowConstants {
  /** The earliest move date is today plus this many days (start of day). */
  earliestMoveDateDays: number;
  /** The latest move date is today plus this many days (start of day); more than `earliestMoveDateDays`. */
  latestMoveDateDays: number;
  /** The processing page counts down this many seconds. */
  processingSeconds: number;
  /** How long the time slot is held. */
  timeSlotHoldMinutes: number;
  /** The progress group whose steps show the time-slot notice. */
  timeSlotGroup: string;
  /** The arrival window each time of day stands for, partner's local time ('08:00' to '12:00'). */
  timeOfDayHours: Record<'morning' | 'afternoon', { start: string; end: string }>;
  /**
   * The step from which the estimate shows: a booking is priced once every required visible field of
   * the steps on its path before this one is answered (and the server knows the route's distance).
   */
  estimateFrom?: string;
}
