/** `npm run bench`'s server tables besides the API's: webhook delivery, fair delivery and availability, each beside its budget. */
import { BUDGETS } from './budgets';
import type { AvailabilityRun } from './measure-availability';
import type { DeliveryRun } from './measure-delivery';
import type { FairDeliveryRun } from './measure-fair-delivery';
import { atMost, ms, printTable } from './print-table';

/** Prints the tables; returns the budgets they missed. */
export function reportServer(delivery: DeliveryRun, fair: FairDeliveryRun, availability: AvailabilityRun): string[] {
  const deliveryBudget = atMost(`${BUDGETS.deliveryP95Ms} ms`);
  printTable('Conversion to webhook delivery (embedded database)', [
    ['figure', 'p50', 'p95', 'max', 'budget (p95)'],
    [`${delivery.conversions} pay-later conversions`, ms(delivery.p50Ms), ms(delivery.p95Ms), ms(delivery.maxMs), deliveryBudget],
    [`fair: ${fair.deliveries} deliveries, Summit's endpoint hanging`, ms(fair.p50Ms), ms(fair.p95Ms), ms(fair.maxMs), deliveryBudget],
  ]);
  printTable(`GET /api/v1/availability, 62 days, ${availability.storedBookings.toLocaleString('en-US')} stored bookings`, [
    ['figure', 'p50', 'p95', 'budget (p95)'],
    [`${availability.calls} calls`, ms(availability.p50Ms), ms(availability.p95Ms), atMost(`${BUDGETS.availabilityP95Ms} ms`)],
  ]);
  const over: string[] = [];
  if (delivery.p95Ms > BUDGETS.deliveryP95Ms) over.push(`conversion to delivery p95 ${ms(delivery.p95Ms)} > ${BUDGETS.deliveryP95Ms} ms`);
  if (fair.p95Ms > BUDGETS.deliveryP95Ms) over.push(`fair delivery p95 ${ms(fair.p95Ms)} > ${BUDGETS.deliveryP95Ms} ms`);
  if (availability.p95Ms > BUDGETS.availabilityP95Ms)
    over.push(`availability p95 ${ms(availability.p95Ms)} > ${BUDGETS.availabilityP95Ms} ms`);
  return over;
}
