import type { Partner } from '../../../core/partner';

/** The events a booking produces and a webhook may subscribe to (partner.schema.json's `delivery.webhooks[].events`). */
export type DeliveryEventType = NonNullable<NonNullable<Partner['delivery']>['webhooks']>[number]['events'][number];
