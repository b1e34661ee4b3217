// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { funnelStep } from '../../../core/flow/funnel';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { createFakeServer } from '../support/fake-server';
import { startFunnel } from '../support/funnel-fixture';
import { renderFormView } from '../support/render-form-view';

const originDetails = funnelStep(funnelDefinition, 'originPropertyDetails');
const ELEVATOR_REQUIRED = 'Please indicate if you need an elevator to access your home';

afterEach(cleanup);

it('a required yes/no starts unanswered: neither Yes nor No is checked, Next shows its message and saves nothing', async () => {
  const server = createFakeServer();
  const store = startFunnel(server.fetch, {
    reference: 'REF00007',
    revision: 0,
    serviceType: 'full_service',
    originPropertyType: 'apartment',
  });
  renderFormView(store, originDetails, '/origin/property-details');
  const elevator = screen.getByRole('radiogroup', { name: /elevator/ });
  const radios = [...elevator.querySelectorAll<HTMLInputElement>('input[type=radio]')];
  expect(radios.map((radio) => radio.checked)).toEqual([false, false]);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(ELEVATOR_REQUIRED));
  expect(store.getState().booking.originElevator ?? null).toBeNull();
  expect(server.requests).toEqual([]);
});
