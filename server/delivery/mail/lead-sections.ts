import { resolveFrameCopy } from '../../../core/copy/apply-partner-copy';
import { stepCopy, stepCopyTemplate } from '../../../core/copy/step-copy';
import { formatMoney } from '../../../core/format-money';
import { indexFields } from '../../../core/index-fields';
import { pricingSectionDisplay } from '../../../core/pricing-section-display';
import { summaryBlockContent } from '../../../core/summary-block-content';
import { summaryStep } from '../../../core/flow/summary-step';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import type { ServerPartner } from '../../partners/server-partner';
import type { Lead } from '../lead/lead';
import type { EmailRow, EmailSection } from './email-content';
import { emailMoney, emailValue } from './email-value';
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
  const date = emailValue(lead.move.date, fields.moveDate);
  return lead.move.timeOfDay ? `${date}, ${emailValue(lead.move.timeOfDay, fields.timeOfDay)}` : date;
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
      ? [{ label: labelOf('contactPreference'), value: emailValue(contact.preferences, fields.contactPreference) }]
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

/**
 * The estimate the customer was shown: each part with its amount in one column, the total last and emphasised;
 * titled in the partner's words for the customer (`yourEstimate`), or as `title` says. Null before it was priced.
 */
export function estimateSection(lead: Lead, partner: ServerPartner, title?: string): EmailSection | null {
  const { total, sections } = lead.estimate;
  if (total === null) return null;
  const copy = resolveFrameCopy(partner.copy);
  const rows = sections.flatMap((section): EmailRow[] => {
    const shown = pricingSectionDisplay(section);
    const label = shown.subtitle ? `${shown.title} (${shown.subtitle})` : shown.title;
    return [{ label, value: shown.value ?? '', amount: true }];
  });
  // An estimate is never a binding price: it says so wherever it is shown (frame.nonBindingEstimate).
  const kind: EmailRow = { label: null, value: copy.nonBindingEstimate };
  return {
    title: title ?? copy.yourEstimate,
    rows: [kind, ...rows, { label: 'Total', value: formatMoney(total), amount: true, total: true }],
  };
}

/** The summary blocks every email already places; any other block (a step added by JSON) follows them. */
const PLACED_BLOCKS = new Set(['contact', 'moveDate', 'origin', 'destination', 'service', 'contents', 'specialtyItems', 'notes']);

/** The ids of the summary's blocks no email names itself, in the summary's order. */
export function otherBlockIds(): string[] {
  return (summary.summaryBlocks ?? []).map((block) => block.id).filter((id) => !PLACED_BLOCKS.has(id));
}

/** A lead path of a change ('move.date', 'origin.city', 'answers.packing.value') as the booking field it shows. */
function changedField(path: string): string | null {
  const [head, key] = path.split('.');
  if (!key) return head === 'notes' || head === 'serviceType' ? head : null;
  if (head === 'move') return key === 'date' ? 'moveDate' : key === 'timeOfDay' ? key : null;
  if (head === 'origin' || head === 'destination') return `${head}${key.charAt(0).toUpperCase()}${key.slice(1).replace(/Yards$/, '')}`;
  if (head === 'contact') return key === 'preferences' ? 'contactPreference' : key;
  if (head === 'rooms' || head === 'specialtyItems' || head === 'answers') return key;
  return null;
}

/** 'destination.city' as words, 'Destination city', for a lead value no step asks for by itself (an address's parts). */
function pathWords(path: string): string {
  const words = path
    .split('.')
    .join(' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Move date: December 3, 2026 → December 10, 2026': each change of a `booking.updated` lead in the funnel's words. */
export function changesSection(lead: Lead): EmailSection | null {
  const changes = lead.changes ?? [];
  if (changes.length === 0) return null;
  const rows = changes.map((change): EmailRow => {
    if (change.field === 'estimate.total') {
      return { label: 'Estimate', value: `${emailMoney(change.before)} → ${emailMoney(change.after)}` };
    }
    const field = changedField(change.field);
    const def = field ? fields[field] : undefined;
    const label = def?.label ?? pathWords(change.field);
    return { label, value: `${emailValue(change.before, def)} → ${emailValue(change.after, def)}` };
  });
  return { title: 'What changed', rows };
}
