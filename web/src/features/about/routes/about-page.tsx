import { portalRoutes } from '#contracts/routes';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { ButtonLink } from '../../../ui/button';
import { PageHeading } from '../../../ui/page-heading';
import { aboutTexts as texts } from '../about.texts';

export const title = texts.title;

export function Component() {
  const { associationName } = useRuntimeConfig();
  return (
    <>
      <PageHeading lead={texts.lead(associationName)}>{texts.heading(associationName)}</PageHeading>
      <h2>{texts.whatHeading}</h2>
      <p>{texts.what}</p>
      <h2>{texts.portalHeading}</h2>
      <p>{texts.portal}</p>
      <h2>{texts.memberHeading}</h2>
      <p>{texts.member}</p>
      <ButtonLink to={portalRoutes.support.path}>{texts.contact}</ButtonLink>
    </>
  );
}
