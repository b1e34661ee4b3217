import { documentTitle, stepDocumentTitle } from '../../core/document-title';
import { funnelDefinition as funnel } from '../../core/flow/funnel-definition';
import { matchRoute } from '../../core/flow/match-route';
import { applyPartnerCopy, resolveFrameCopy, type PartnerCopy } from '../../core/copy/apply-partner-copy';

const steps = Object.values(funnel.steps);

/** The admin preview's pages (renderer/preview/preview-route.tsx): the page of frames and one framed step. */
const PREVIEW_PATH = /^\/partners\/[^/]+\/preview(?:\/[A-Za-z]+)?\/?$/;

/** What the host page answers for a path under /partners/{slug}: its status and tab title. */
export interface FunnelPage {
  status: 200 | 404;
  title: string;
  /** The admin preview: labelled as such and kept out of search engines (render-host-page.ts). */
  preview: boolean;
  /** The step at this path, or null (the preview, a 404). */
  stepId: string | null;
}

/**
 * A step's path (or alias) is a 200 with the step's title; the preview pages a 200; anything else
 * the app shows as its 404 page, so the server says 404 too (docs/FUNNEL.md, "Screens and routes").
 */
export function funnelPage(path: string, partner: { name: string; copy?: PartnerCopy }): FunnelPage {
  const match = matchRoute(path, steps);
  if (match)
    return {
      status: 200,
      title: stepDocumentTitle(funnel, applyPartnerCopy(match.step, partner.copy), partner.name),
      preview: false,
      stepId: match.step.id,
    };
  if (PREVIEW_PATH.test(path)) return { status: 200, title: documentTitle('Preview', partner.name), preview: true, stepId: null };
  return { status: 404, title: documentTitle(resolveFrameCopy(partner.copy).notFoundPageName, partner.name), preview: false, stepId: null };
}
