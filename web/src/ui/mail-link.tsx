import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail address that wraps on a narrow screen only where a reader expects it: after the @ and before a
 * dot, never inside a word ("example.s/e").
 */
export function breakableEmail(email: string): ReactNode {
  return email.split(/([@.])/).map((part, index) => (
    <Fragment key={index}>
      {part === '.' && <wbr />}
      {part}
      {part === '@' && <wbr />}
    </Fragment>
  ));
}

/** A mailto: link that shows the address (after `before`), wrapping as `breakableEmail` does. */
export function MailLink({
  email,
  subject,
  className,
  before,
  'aria-label': ariaLabel,
  children,
}: {
  email: string;
  subject?: string;
  className?: string;
  /** What the link says before the address, such as "Kontakta supporten: ". */
  before?: string;
  'aria-label'?: string;
  /** Text in place of the address. */
  children?: ReactNode;
}) {
  const query = subject === undefined ? '' : `?subject=${encodeURIComponent(subject)}`;
  return (
    // Named in words: browsers read a <wbr> inside the address as a break in the link's name.
    <a
      href={`mailto:${email}${query}`}
      className={className}
      aria-label={
        ariaLabel ??
        (children === undefined ? `${typeof before === 'string' ? before : ''}${email}` : undefined)
      }
    >
      {children ?? (
        <>
          {before}
          {breakableEmail(email)}
        </>
      )}
    </a>
  );
}
