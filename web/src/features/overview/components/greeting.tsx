import { hasAnyRole } from '#contracts/roles';
import { useProfile } from '../../../lib/profile';
import { useMemberData } from '../api/get-member-data';
import styles from '../overview.module.css';
import { overviewTexts as texts } from '../overview.texts';

/**
 * "Hej Karin!" for the member; a representative or staff see whose overview it is instead. Until the name
 * is known, or if it cannot be fetched, a plain greeting: the greeting never breaks the page.
 */
export function Greeting() {
  const member = useMemberData().data;
  const roles = useProfile().data?.roles ?? [];
  const actingForSomeoneElse = hasAnyRole(roles, ['DelegatedRight', 'Viewer', 'Editor']);
  let greeting: string = texts.greetingPlain;
  if (member) {
    greeting = actingForSomeoneElse
      ? texts.viewingFor(`${member.firstName} ${member.lastName}`.trim())
      : texts.greeting(member.firstName);
  }
  return (
    <p className={styles.greeting}>
      <strong>{greeting}</strong> {texts.lead}
    </p>
  );
}
