// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { funnelStep } from '../../../core/flow/funnel';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import { requiredMessages, withStepAnswers } from '../../../testkit/complete-booking';
import { createFakeServer } from '../support/fake-server';
import { demoPartner, startFunnel } from '../support/funnel-fixture';
import { renderFormView } from '../support/render-form-view';

const landing = funnelStep(funnelDefinition, 'landing');

/** docs/FUNNEL.md#validation, landing/contact: the exact texts. */
const REQUIRED_MESSAGES = [
  ['First name', 'Please provide your first name'],
  ['Last name', 'Please provide your last name'],
  ['Email address', 'Please provide your email address'],
  ['Phone number', 'Please provide your phone number'],
] as const;
const ALL_MESSAGES = [...REQUIRED_MESSAGES.map(([, m]) => m), 'Please provide a valid phone number'];
/** What a submit with nothing entered shows: every required field's message, in the step file's field order. */
const EVERY_REQUIRED_MESSAGE = requiredMessages(landing);
/** What the valid submit types; the step's other required answers (one added later) are the booking's already. */
const TYPED = { firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com', phone: '4155550199' };
const OTHER_ANSWERS = Object.fromEntries(
  Object.entries(
    withStepAnswers(landing, TYPED, { booking: {}, partner: { ...demoPartner('bayside-movers') }, query: {} }, new Date()),
  ).filter(([field]) => !(field in TYPED)),
);

let server: ReturnType<typeof createFakeServer>;
let store: FunnelStore;
const renderLanding = () => renderFormView(store, landing);

beforeEach(() => {
  server = createFakeServer();
  store = startFunnel(server.fetch);
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the landing step shows errors for touched fields only (docs/FUNNEL.md#flow-and-navigation)', () => {
  it('shows nothing on mount', () => {
    renderLanding();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    for (const message of ALL_MESSAGES) expect(screen.queryByText(message)).toBeNull();
    for (const [label] of REQUIRED_MESSAGES) expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBeNull();
  });

  it.each(REQUIRED_MESSAGES)('after leaving %s empty, shows only its message: %s', async (label, message) => {
    const user = userEvent.setup();
    renderLanding();
    await user.click(screen.getByLabelText(label));
    await user.tab();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([message]);
    const input = screen.getByLabelText(label);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alerts[0]!.id);
    expect(alerts[0]!.id).toBe(`${input.id}__error`);
  });

  it('shows the invalid phone message for an incomplete number after blur, and clears it when fixed', async () => {
    const user = userEvent.setup();
    renderLanding();
    await user.type(screen.getByLabelText('Phone number'), '415');
    await user.tab();
    expect((await screen.findByRole('alert')).textContent).toBe('Please provide a valid phone number');
    await user.type(screen.getByLabelText('Phone number'), '5550199');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('on submit marks every field touched, shows every message, focuses the first invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    renderLanding();
    await user.click(screen.getByRole('button', { name: 'Get your Quote' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(EVERY_REQUIRED_MESSAGE));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(server.requests).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });

  it('a valid submit saves the booking, pushes Form Submitted without personal data, and moves on', async () => {
    const user = userEvent.setup();
    store = startFunnel(server.fetch, { reference: 'REF00007', revision: 0, ...OTHER_ANSWERS });
    renderLanding();
    await user.type(screen.getByLabelText('First name'), TYPED.firstName);
    await user.type(screen.getByLabelText('Last name'), TYPED.lastName);
    await user.type(screen.getByLabelText('Email address'), TYPED.email);
    await user.type(screen.getByLabelText('Phone number'), TYPED.phone);
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Get your Quote' }));

    await server.untilRequests(1);
    expect(server.requests[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/booking',
      body: {
        booking: {
          firstName: 'Dana',
          lastName: 'Rivera',
          email: 'dana@example.com',
          phone: '(415) 555-0199',
          contactPreference: ['email'],
          currentStep: 'landing',
          serviceType: null,
        },
      },
    });
    // Bayside offers labor-only moves, so the customer chooses the service next (docs/FUNNEL.md#flow-and-navigation).
    expect((await screen.findByTestId('where')).textContent).toBe('/partners/bayside-movers/book/services');
    expect(window.dataLayer).toEqual([
      {
        event: 'Form Submitted',
        formName: 'landing',
        partner: { slug: 'bayside-movers', name: 'Bayside Movers' },
        // The allow-list (core/analytics-form-data.ts): choices pass (the unticked text opt-in of a partner that texts),
        // names, email and phone are not there at all.
        formData: expect.objectContaining({ contactPreference: ['email'], smsOptIn: false }),
        eventVersion: 1,
      },
    ]);
    // Nothing the customer typed is there, whatever else the step asks.
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/Dana|Rivera|dana@example|555/);
    expect(store.getState().booking.firstName).toBe('Dana');
  });
});
