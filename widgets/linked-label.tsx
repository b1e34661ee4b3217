import type { ReactNode } from 'react';

/**
 * A label whose named phrases are links (`ui:options.links`, e.g. { "Terms of Service": "/terms" }), so a
 * sentence such as "I agree to the Terms of Service and Privacy Policy" opens what it names. A link inside a
 * label follows the link and leaves the box as it is.
 */
export function linkedLabel(label: string, links: unknown): ReactNode {
  if (!links || typeof links !== 'object') return label;
  const entries = Object.entries(links).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== '');
  if (entries.length === 0) return label;
  const escaped = entries.map(([phrase]) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const hrefs = new Map(entries);
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
