import { Banner } from '../../ui/banner';
import { appTexts } from '../app.texts';

/** Shown to a representative (DelegatedRight) on every page but login selection, naming the member. */
export function DelegateBanner({ member }: { member?: string }) {
  return (
    <Banner tone="info" layout="page">
      <p>{appTexts.delegateBanner(member)}</p>
    </Banner>
  );
}
