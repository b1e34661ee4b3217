import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { StepDefinition } from '../../../core/flow/step-definition';
import FormView from '../../../renderer/step-page/form-view';
import type { FunnelStore } from '../../../renderer/store/funnel-state';
import { FunnelStoreProvider } from '../../../renderer/store/funnel-store-provider';

function WhereAmI() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/**
 * One form step on its route (`/partners/bayside-movers/book` + `path`), with the browser's duties off;
 * any other route shows where the step navigated to (test id `where`).
 */
export function renderFormView(store: FunnelStore, step: StepDefinition, path = '') {
  const url = `/partners/bayside-movers/book${path}`;
  return render(
    <FunnelStoreProvider store={store} browserDuties={false}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`/partners/:slug/book${path}`} element={<FormView step={step} />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </FunnelStoreProvider>,
  );
}
