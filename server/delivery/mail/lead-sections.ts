import { resolveFrameCopy } from '../../../core/copy/apply-partner-copy';
import { stepCopy, stepCopyTemplate } from '../../../core/copy/step-copy';
import { formatFieldValue } from '../../../core/format-field-value';
import { formatMoney } from '../../../core/format-money';
import { indexFields } from '../../../core/index-fields';
import { pricingSectionDisplay } from '../../../core/pricing-section-display';
import { summaryBlockContent } from '../../../core/summary-block-content';
import { summaryStep } from '../../../core/summary-step';
import { funnelDefinition } from '../../../core/funnel-definition';
import type { ServerPartner } from '../../partners/server-partner';
import type { Lead } from '../lead/lead';
import type { EmailRow, EmailSection } from './email-content';
import { leadBookingFields } from './lead-booking-fields';

const fields = indexFields(funnelDefinition.steps);
const summary = summaryStep(funnelDefinition);

/** A field's label from the step that asks for it. */
const labelOf = (field: string) => fields[field]?.label ?? field;

/** The customer's name as given, or null before the landing page was finished. */
export function customerName(lead: Lead): string | null {
  const name = [lead.contact.firstName, lead.contact.lastName].filter((part) => part).join(' ');
  return name === '' ? null : name;
}

/** 'December 18, 2026, Morning, 8AM to Noon' (the summary's words), or null without a date. */
export function moveWhen(lead: Lead): string | null {
  if (!lead.move?.date) return null;
  const date = formatFieldValue(fields.moveDate!, lead.move.date);
  return lead.move.timeOfDay ? `${date}, ${formatFieldValue(fields.timeOfDay!, lead.move.timeOfDay)}` : date;
}

/** Who to call and how they like to be reached, in the landing page's labels. */
export function contactSection(title: string, lead: Lead): EmailSection {
  const { contact } = lead;
  const name = customerName(lead);
  const rows: EmailRow[] = [
    ...(name ? [{ label: null, value: name }] : []),
    ...(contact.phone ? [{ label: labelOf('phone'), value: contact.phone }] : []),
    ...(contact.email ? [{ label: labelOf('email'), value: contact.email }] : []),
    ...(contact.preferences.length > 0
      ? [{ label: labelOf('contactPreference'), value: formatFieldValue(fields.contactPreference!, contact.preferences) }]
      : []),
  ];
  return { title, rows };
}

/**
 * The summary step's blocks for this lead, in its words (the summary the customer checked): values
 * labelled as there, counts as 'Bedrooms: 2'. `only` picks blocks by id, in its order (else all, in the
 * summary's); a block the lead has nothing for is left out.
 */
export function summarySections(lead: Lead, only?: readonly string[]): EmailSection[] {
  const booking = leadBookingFields(lead);
  const blocks = summary.summaryBlocks ?? [];
  const picked = only ? only.flatMap((id) => blocks.filter((block) => block.id === id)) : blocks;
  return picked
    .filter((block) => block.fields.some((field) => booking[field] !== undefined))
    .flatMap((block): EmailSection[] => {
      const content = summaryBlockContent(block, booking, fields);
      if (content.display === 'values') {
        return content.lines.length === 0
          ? []
          : [{ title: block.label, rows: content.lines.map(({ label, value }) => ({ label, value })) }];
      }
      const count =
        content.total === 0
          ? stepCopy(summary, 'none')
          : content.total === 1
            ? stepCopy(summary, 'itemCountOne')
            : stepCopyTemplate(summary, 'itemCount').replace('{count}', String(content.total));
      const rows = content.items.map((item) => ({ label: item.label, value: String(item.count) }));
      return [{ title: `${block.label}: ${count}`, rows }];
    });
}

/** The estimate the customer was shown and its breakdown, in the partner's words; null before it could be priced. */
export function estimateSection(lead: Lead, partner: ServerPartner): EmailSection | null {
  const { total, sections } = lead.estimate;
  if (total === null) return null;
  const copy = resolveFrameCopy(partner.copy);
  const rows = sections.flatMap((section): EmailRow[] => {
    const shown = pricingSectionDisplay(section);
    const title = shown.subtitle ? `${shown.title} (${shown.subtitle})` : shown.title;
    return [{ label: title, value: shown.value ?? '' }, ...shown.lines.map((line) => ({ label: null, value: `· ${line.label}` }))];
  });
  return { title: copy.yourEstimate, rows: [{ label: null, value: formatMoney(total) }, ...rows] };
}
