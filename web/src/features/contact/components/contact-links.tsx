import { telHref } from '../../../lib/tel-href';
import { MailLink } from '../../../ui/mail-link';

/** Phone and e-mail as links a phone can act on; each is a 44 px target (the CSS module of the page). */
export function ContactLinks({
  phone,
  email,
  className,
  phoneLabel,
  emailLabel,
}: {
  phone: string | null;
  email: string | null;
  className?: string;
  /** The accessible name, when the number alone would not say whom it calls. */
  phoneLabel?: string;
  emailLabel?: string;
}) {
  if (phone === null && email === null) return null;
  return (
    <ul className={className}>
      {phone !== null && (
        <li>
          <a
            href={telHref(phone)}
            aria-label={phoneLabel === undefined ? undefined : `${phoneLabel}, ${phone}`}
          >
            {phone}
          </a>
        </li>
      )}
      {email !== null && (
        <li>
          <MailLink
            email={email}
            aria-label={emailLabel === undefined ? undefined : `${emailLabel}, ${email}`}
          />
        </li>
      )}
    </ul>
  );
}
