import { lazy, Suspense, type ReactNode } from 'react';
import type { StepDefinition } from '../../core/step-definition';
import { stepWithCopy } from '../../core/step-with-copy';
import { displayPartnerPhone } from '../../core/partner-phone';
import { formatMoney } from '../../core/format-money';
import { useFunnelStore } from '../store/use-funnel-store';
import { AboutSection } from '../frame/about-section';
import { AnyQuestionsBox } from '../frame/any-questions-box';
import { funnelDefinition } from '../frame/funnel-definition';
import { PricingDetails } from '../frame/pricing-details';
import { ProgressStepper } from '../frame/progress-stepper';
import { stepCopy, stepCopyTemplate } from '../frame/step-copy';
import { SummaryPanel } from '../frame/summary-panel';
import { TimeSlotNotice, timeSlotStorageKey } from '../frame/time-slot-notice';
import { TrustBadges } from '../frame/trust-badges';
import { usePartnerStep } from '../frame/use-partner-step';
import { SaveNotice } from '../frame/save-notice';
import { PageFrame } from './page-frame';
import { RestartBookingControl } from './restart-booking-control';

// vaul and its Radix parts (~15 KB gzip) load with the first step that shows the phone drawer,
// not with the landing page (docs/PERFORMANCE.md: 150 KB of JavaScript).
const PricingDrawer = lazy(() => import('../frame/pricing-drawer').then((m) => ({ default: m.PricingDrawer })));

/** The progress group whose steps show the time-slot hold (schemas/flow.json `constants`). */
const TIME_SLOT_GROUP = funnelDefinition.flow.constants.timeSlotGroup;
/** The notice's texts live in the copy of the group's step that words them. */
const timeSlotCopyStep = stepWithCopy(funnelDefinition, 'timeSlotHeld');

/**
 * Everything around a step's view (docs/FUNNEL.md#screens-and-routes): header, stepper, the content column (1024px),
 * the side column with the summary and Pricing Details (not on landing or full-width steps), the
 * phone drawer, and on landing the partner's badges and About story.
 */
export function FunnelLayout({ step, children }: { step: StepDefinition; children: ReactNode }) {
  const landing = step.layout?.landing === true;
  const withSide = !landing && step.layout?.fullWidth !== true;

  return (
    <PageFrame restart={landing ? undefined : <RestartBookingControl />} bottomBar={withSide}>
      <SaveNotice />
      {step.group && (
        <div className="border-b border-slate-200 bg-white">
          <div className="mx-auto max-w-content px-4 py-3 sm:px-6 sm:py-4">
            <ProgressStepper groups={funnelDefinition.flow.groups} currentGroup={step.group} />
          </div>
        </div>
      )}
      {landing ? (
        <LandingBody>{children}</LandingBody>
      ) : withSide ? (
        <StepWithSideColumn showTimeSlot={step.group === TIME_SLOT_GROUP}>{children}</StepWithSideColumn>
      ) : (
        <main id="main" className="mx-auto w-full max-w-content flex-1 px-4 py-6 sm:px-6 sm:py-10">
          {children}
        </main>
      )}
    </PageFrame>
  );
}

function StepWithSideColumn({ showTimeSlot, children }: { showTimeSlot: boolean; children: ReactNode }) {
  const estimate = useFunnelStore((s) => s.booking.estimate);
  const sections = useFunnelStore((s) => s.booking.pricingSections);
  const slug = useFunnelStore((s) => s.partner.slug);
  const bookingId = useFunnelStore((s) => s.booking.id);
  const phone = useFunnelStore((s) => s.partner.phone);
  const brandedCopyStep = usePartnerStep(timeSlotCopyStep);

  return (
    // --drawer-bar-h lifts the sticky StepFooter above the phone drawer bar (PageFrame pads the page end).
    <div className="flex-1 [--drawer-bar-h:4rem] lg:[--drawer-bar-h:0px]">
      <div className="mx-auto grid w-full max-w-layout justify-center gap-8 px-4 py-6 sm:px-6 sm:py-8 lg:grid-cols-[minmax(0,1024px)_22rem] lg:px-8">
        <main id="main" className="min-w-0 space-y-6">
          {showTimeSlot && (
            <TimeSlotNotice
              storageKey={timeSlotStorageKey(slug, bookingId)}
              heldText={stepCopyTemplate(brandedCopyStep, 'timeSlotHeld')}
              expiredText={stepCopy(brandedCopyStep, 'timeSlotExpired')}
            />
          )}
          <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
        </main>
        {/* Pricing first: a quote is what customers came for. */}
        <aside className="hidden space-y-6 lg:block" aria-label="Your move and pricing">
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <PricingDetails estimate={estimate} sections={sections} />
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <SummaryPanel funnel={funnelDefinition} />
          </div>
          <AnyQuestionsBox phone={phone} phoneDisplay={displayPartnerPhone(phone)} />
        </aside>
      </div>
      <div className="lg:hidden">
        <Suspense fallback={null}>
          <PricingDrawer dueToday={formatMoney(0)}>
            <div className="space-y-6">
              <PricingDetails estimate={estimate} sections={sections} showTitle={false} />
              <SummaryPanel funnel={funnelDefinition} />
            </div>
          </PricingDrawer>
        </Suspense>
      </div>
    </div>
  );
}

function LandingBody({ children }: { children: ReactNode }) {
  const partner = useFunnelStore((s) => s.partner);
  return (
    <main id="main" className="mx-auto w-full max-w-layout flex-1 space-y-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <div className="mx-auto grid max-w-content gap-8 lg:max-w-none lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
        <aside className="space-y-6" aria-label={`Why choose ${partner.name}`}>
          <TrustBadges badges={partner.badges} />
          <div className="hidden lg:block">
            <AnyQuestionsBox phone={partner.phone} phoneDisplay={displayPartnerPhone(partner.phone)} />
          </div>
        </aside>
      </div>
      <div className="mx-auto max-w-content lg:max-w-none">
        <AboutSection about={partner.about} partnerName={partner.name} />
      </div>
    </main>
  );
}
