import { PhoneIcon } from './icons';

/** A tap-to-call link: `tel:` with the E.164 number, the (###) ###-#### form as its text. */
export function CallLink({ phone, display, className = '' }: { phone: string; display: string; className?: string }) {
  return (
    <a
      href={`tel:${phone}`}
      className={`inline-flex min-h-11 items-center gap-2 font-semibold whitespace-nowrap text-brand hover:underline ${className}`}
    >
      <PhoneIcon className="size-5 shrink-0" />
      <span>{display}</span>
    </a>
  );
}
