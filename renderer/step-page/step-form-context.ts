import type { ReactNode } from 'react';
import type { AddressFormContext } from '../../widgets/address/address-form-context';
import type { StepAvailability } from '../availability/use-step-availability';

/** RJSF's `formContext` of a step: what widgets (the address widget, the calendar) and the templates read. */
export interface StepFormContext
  extends Partial<Pick<AddressFormContext, 'addressProvider' | 'partnerPhone' | 'holdSubmit'>>, StepAvailability {
  setFields(patch: Record<string, unknown>): void;
  setFieldError(field: string, message: string | undefined): void;
  /** Back, for the footer; absent on the landing page (no back). */
  onBack?: () => void;
  /** Where Back leads: a plain link until the app has hydrated (docs/FUNNEL.md, "Without JavaScript"). */
  backHref?: string;
  /** The step's actions are running: the submit button shows a spinner. */
  submitting: boolean;
  /** The partner's slug: `{partner}` in a link of a step file stands for '/partners/{slug}' (widgets/linked-label.tsx). */
  partnerSlug: string;
  /** Shown after the fields, before the footer. */
  afterFields?: ReactNode;
}

/** A step's form data as RJSF holds it: booking fields by name. */
export type StepData = Record<string, unknown>;
