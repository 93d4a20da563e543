import { portalRoutes } from '#contracts/routes';
import { ButtonLink } from '../../ui/button';
import { PageHeading } from '../../ui/page-heading';
import styles from './errors.module.css';

// A page few ever see: it loads when someone does, not with the app.
const texts = {
  title: 'Du saknar behörighet',
  text: 'Du har inte behörighet att se den här sidan med den roll du är inloggad som.',
  switch: 'Byt vem du företräder',
  home: 'Gå till startsidan',
} as const;

export const title = texts.title;

export function Component() {
  return (
    <>
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.text}</p>
      <div className={styles.actions}>
        <ButtonLink to={portalRoutes.loginSelection.path}>{texts.switch}</ButtonLink>
        <ButtonLink to={portalRoutes.overview.path} variant="secondary">
          {texts.home}
        </ButtonLink>
      </div>
    </>
  );
}
