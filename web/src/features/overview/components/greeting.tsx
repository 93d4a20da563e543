import { useQuery } from '@tanstack/react-query';
import { isReadOnly, isStaff } from '#contracts/roles';
import { useApiClient } from '../../../lib/api-client';
import { useProfile } from '../../../lib/profile';
import { memberQueries } from '../../../lib/queries/member';
import styles from '../overview.module.css';
import { overviewTexts as texts } from '../overview.texts';

/**
 * "Hej Karin!" for the member; a representative sees whose overview it is instead. Staff get no greeting:
 * their banner on every page says whose data it is. Until the name is known, or if it cannot be fetched, a
 * plain greeting: the greeting never breaks the page, so it does not suspend.
 */
export function Greeting() {
  const member = useQuery(memberQueries.data(useApiClient())).data;
  const roles = useProfile().data?.roles ?? [];
  if (isStaff(roles)) return null;
  let greeting: string = texts.greetingPlain;
  if (member) {
    greeting = isReadOnly(roles)
      ? texts.viewingFor(`${member.firstName} ${member.lastName}`.trim())
      : texts.greeting(member.firstName);
  }
  return (
    <p className={styles.greeting}>
      <strong>{greeting}</strong> {texts.lead}
    </p>
  );
}
