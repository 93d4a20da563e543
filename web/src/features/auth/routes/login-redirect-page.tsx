import { PageHeading } from '../../../ui/page-heading';
import { Skeleton } from '../../../ui/skeleton';
import { authTexts } from '../auth.texts';

const texts = authTexts.loginRedirect;

export const title = texts.title;

export function Component() {
  return (
    <>
      <PageHeading>{texts.title}</PageHeading>
      <Skeleton label={texts.progress} lines={2} />
    </>
  );
}
