/**
 * The service type a booking gets when none is given yet (docs/FUNNEL.md, "Flow and navigation"):
 * full service at a partner without labor-only moves, whose funnel has no services step to ask;
 * none at a partner with them, so the customer chooses. A service type already given (back to the
 * landing page, a `serviceType` query parameter) is kept: a default, not an override. The browser
 * applies it on the landing submit, the server on every save, so a booking that never went through
 * the browser's landing step is priced and judged the same way.
 */
export function serviceTypeDefault(partner: { laborOnlyMoves?: boolean }): 'full_service' | null {
  return partner.laborOnlyMoves ? null : 'full_service';
}
