import { useRuntimeConfig } from '../../../lib/runtime-config';
import { PageHeading } from '../../../ui/page-heading';
import { authTexts } from '../auth.texts';

const texts = authTexts.memberMissing;

export const title = texts.title;

export function Component() {
  const { supportEmail } = useRuntimeConfig();
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <p>{texts.text}</p>
      <p>
        <a href={`mailto:${supportEmail}`}>
          {texts.contact}: {supportEmail}
        </a>
      </p>
    </>
  );
}
