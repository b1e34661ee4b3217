import { PhoneIcon } from './icons';

/**
 * A tap-to-call link: `tel:` with the E.164 number, the (###) ###-#### form as its text. `numberClassName`
 * can hide the number from sight (not from screen readers), leaving the icon as a 44 px button.
 */
export function CallLink({
  phone,
  display,
  className = '',
  numberClassName = '',
}: {
  phone: string;
  display: string;
  className?: string;
  numberClassName?: string;
}) {
  return (
    <a
      href={`tel:${phone}`}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 font-semibold whitespace-nowrap text-brand hover:underline ${className}`}
    >
      <PhoneIcon className="size-5 shrink-0" />
      <span className={numberClassName}>{display}</span>
    </a>
  );
}
