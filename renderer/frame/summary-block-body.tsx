import type { SummaryBlockContent } from '../../core/summary-block-content';

/** The inside of one summary block; `copy` holds the summary step's count texts. */
export function SummaryBlockBody({
  content,
  copy,
}: {
  content: SummaryBlockContent;
  copy: { itemCount: string; itemCountOne: string; none: string };
}) {
  if (content.display === 'counts') {
    const total =
      content.total === 0 ? copy.none : content.total === 1 ? copy.itemCountOne : copy.itemCount.replace('{count}', String(content.total));
    return (
      <div className="text-slate-700">
        <p className="font-medium text-slate-900">{total}</p>
        {content.items.length > 0 && (
          <ul className="mt-1 space-y-0.5">
            {content.items.map((item) => (
              <li key={item.field} className="flex flex-wrap justify-between gap-x-3">
                <span>{item.label}</span>
                <span className="ml-auto tabular-nums">{item.count}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  if (content.lines.length === 0) return <p className="text-slate-500">{copy.none}</p>;
  return (
    <ul className="space-y-0.5 text-slate-700">
      {content.lines.map((line) => (
        <li key={line.field} className="break-words">
          {line.label && <span className="text-slate-500">{line.label.endsWith('?') ? `${line.label} ` : `${line.label}: `}</span>}
          <span className={line.label ? 'text-slate-900' : 'font-medium text-slate-900'}>{line.value}</span>
        </li>
      ))}
    </ul>
  );
}
