import { telHref } from '../../../lib/tel-href';
import { MailLink } from '../../../ui/mail-link';
import { staffWorkTexts } from '../staff-work.texts';
import styles from '../staff-work.module.css';

/** Whose errand it is, as a row of an errand's facts: "Medlem: Karin Lindqvist, medlemsnummer 100234". */
export function MemberFact({ member }: { member: { readonly id: string; readonly name: string } }) {
  return (
    <div>
      <dt>{staffWorkTexts.errand.member}</dt>
      <dd>
        {member.name}, {staffWorkTexts.errand.memberNumber(member.id)}
      </dd>
    </div>
  );
}

/**
 * How staff reach the person an errand is about, as a row of its facts: the phone number as a link that
 * calls, the e-mail address as a link that starts a mail with the errand's subject; `none` when there is
 * neither.
 */
export function ReachFact({
  label,
  phone,
  email,
  mailSubject,
  none,
}: {
  label: string;
  phone: string | null;
  email: string | null;
  mailSubject: string;
  none?: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {phone === null && email === null ? (
          none
        ) : (
          <ul className={styles.reach}>
            {phone !== null && (
              <li>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            )}
            {email !== null && (
              <li>
                <MailLink email={email} subject={mailSubject} />
              </li>
            )}
          </ul>
        )}
      </dd>
    </div>
  );
}
