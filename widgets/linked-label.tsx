import type { ReactNode } from 'react';
import { partnerHref } from '../core/legal-page-path';

/**
 * A label whose named phrases are links (`ui:options.links`, e.g. { "Terms of Service": "{partner}/terms" }), so a
 * sentence such as "I agree to the Terms of Service and Privacy Policy" opens what it names. `{partner}` stands
 * for the partner's '/partners/{slug}' (`partnerSlug`, from RJSF's formContext). A link inside a label follows
 * the link and leaves the box as it is.
 */
export function linkedLabel(label: string, links: unknown, partnerSlug: string | undefined): ReactNode {
  if (!links || typeof links !== 'object') return label;
  const entries = Object.entries(links).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== '');
  if (entries.length === 0) return label;
  const escaped = entries.map(([phrase]) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const hrefs = new Map(entries.map(([phrase, href]) => [phrase, partnerHref(href, partnerSlug)]));
  return label.split(new RegExp(`(${escaped.join('|')})`)).map((part, index) => {
    const href = hrefs.get(part);
    return href ? (
      <a key={index} href={href} className="font-medium text-brand underline">
        {part}
      </a>
    ) : (
      part
    );
  });
}
