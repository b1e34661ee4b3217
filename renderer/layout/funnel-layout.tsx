import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import type { StepDefinition } from '../../core/flow/step-definition';
import { stepDocumentTitle } from '../../core/document-title';
import { stepWithCopy } from '../../core/flow/step-with-copy';
import { displayPartnerPhone } from '../../core/partner-phone';
import { useFunnelStore } from '../store/use-funnel-store';
import { AboutSection } from '../frame/about-section';
import { AnyQuestionsBox } from '../frame/any-questions-box';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { PricingDetails } from '../frame/pricing-details';
import { stepCopy, stepCopyTemplate } from '../../core/copy/step-copy';
import { SummaryPanel } from '../frame/summary-panel';
import { TimeSlotNotice } from '../frame/time-slot-notice';
import { TrustBadges } from '../frame/trust-badges';
import { usePartnerStep } from '../frame/use-partner-step';
import { SaveNotice } from '../frame/save-notice';
import { BookingProgress } from './booking-progress';
import { PageFrame } from './page-frame';
import { PhoneBarContext, type PhoneBar } from './phone-bar-context';
import { RestartBookingControl } from './restart-booking-control';
import { useDocumentTitle } from './use-document-title';

// The pricing sheet's code loads with the first step that shows the phone drawer,
// not with the landing page (docs/PERFORMANCE.md).
const PricingDrawer = lazy(() => import('../frame/pricing-drawer').then((m) => ({ default: m.PricingDrawer })));

/** The progress group whose steps show the time-slot hold (schemas/flow.json `constants`). */
const TIME_SLOT_GROUP = funnelDefinition.flow.constants.timeSlotGroup;
/** The notice's texts live in the copy of the group's step that words them. */
const timeSlotCopyStep = stepWithCopy(funnelDefinition, 'timeSlotHeld');

/**
 * Everything around a step's view (docs/FUNNEL.md, "Screens and routes"): header, stepper, the
 * content column (1024px), the side column with the summary and Pricing Details (not on landing or
 * full-width steps), the phone drawer with its bar, and on landing the partner's badges and About story.
 */
export function FunnelLayout({ step, children }: { step: StepDefinition; children: ReactNode }) {
  const landing = step.layout?.landing === true;
  const withSide = !landing && step.layout?.fullWidth !== true;
  const partnerName = useFunnelStore((s) => s.partner.name);
  useDocumentTitle(stepDocumentTitle(funnelDefinition, step, partnerName));

  return (
    <PageFrame restart={landing ? undefined : <RestartBookingControl />} bottomBar={withSide}>
      <SaveNotice />
      {step.group && (
        <div className="border-b border-slate-200 bg-white">
          <div className="mx-auto max-w-content px-4 py-2 sm:px-6 sm:py-4">
            <BookingProgress currentGroup={step.group} />
          </div>
        </div>
      )}
      {landing ? (
        <LandingBody>{children}</LandingBody>
      ) : withSide ? (
        <StepWithSideColumn showTimeSlot={step.group === TIME_SLOT_GROUP} listsSummary={step.summaryBlocks !== undefined}>
          {children}
        </StepWithSideColumn>
      ) : (
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-content flex-1 px-4 outline-none py-6 sm:px-6 sm:py-10">
          {children}
        </main>
      )}
    </PageFrame>
  );
}

/**
 * `listsSummary`: the step itself lists the answers (the summary step), so the side column does
 * not repeat them; its Pricing Details stay, and the step shows its own estimate only below lg.
 */
function StepWithSideColumn({
  showTimeSlot,
  listsSummary,
  children,
}: {
  showTimeSlot: boolean;
  listsSummary: boolean;
  children: ReactNode;
}) {
  const estimate = useFunnelStore((s) => s.booking.estimate);
  const sections = useFunnelStore((s) => s.booking.pricingSections);
  const hold = useFunnelStore((s) => s.hold);
  // A saved pay-later booking back at the checkout to add a card keeps its crew unless the partner says otherwise: its time slot is no warning.
  const crewKept = useFunnelStore((s) => s.recorded.conversionType === 'pay_later' && s.partner.capacity?.payLater !== 'noCrew');
  const phone = useFunnelStore((s) => s.partner.phone);
  const brandedCheckoutStep = usePartnerStep(timeSlotCopyStep);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const phoneBar = useMemo<PhoneBar>(() => ({ drawerOpen, openDrawer: () => setDrawerOpen(true), toggleRef }), [drawerOpen]);

  return (
    <PhoneBarContext.Provider value={phoneBar}>
      <div className="flex-1">
        <div className="mx-auto grid w-full max-w-layout justify-center gap-8 px-4 py-6 sm:px-6 sm:py-8 lg:grid-cols-[minmax(0,1024px)_22rem] lg:px-8">
          <main id="main" tabIndex={-1} className="min-w-0 space-y-6 outline-none">
            {/* The summary takes the hold on its submit: before that it has none to tell of; the checkout always tells. */}
            {showTimeSlot && !crewKept && (hold !== null || !listsSummary) && (
              <TimeSlotNotice
                expiresAt={hold?.expiresAt ?? null}
                heldText={stepCopyTemplate(brandedCheckoutStep, 'timeSlotHeld')}
                expiredText={stepCopy(brandedCheckoutStep, 'timeSlotExpired')}
              />
            )}
            <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
          </main>
          {/* Pricing first: a quote is what customers came for. */}
          <aside className="hidden space-y-6 lg:block" aria-label="Your move and pricing">
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <PricingDetails estimate={estimate} sections={sections} />
            </div>
            {!listsSummary && (
              <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <SummaryPanel funnel={funnelDefinition} />
              </div>
            )}
            <AnyQuestionsBox phone={phone} phoneDisplay={displayPartnerPhone(phone)} />
          </aside>
        </div>
        <div className="lg:hidden">
          <Suspense fallback={null}>
            <PricingDrawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocus={toggleRef}>
              <div className="space-y-6">
                <PricingDetails estimate={estimate} sections={sections} showTitle={false} />
                {!listsSummary && <SummaryPanel funnel={funnelDefinition} />}
              </div>
            </PricingDrawer>
          </Suspense>
        </div>
      </div>
    </PhoneBarContext.Provider>
  );
}

function LandingBody({ children }: { children: ReactNode }) {
  const partner = useFunnelStore((s) => s.partner);
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-layout flex-1 space-y-8 outline-none px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
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
