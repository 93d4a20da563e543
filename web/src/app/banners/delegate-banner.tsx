import { Banner } from '../../ui/banner';

const read = (member = 'medlemmen') =>
  `Du är inloggad som ombud för ${member} och har bara läsbehörighet. Du kan inte beställa eller ändra något.`;

/**
 * Shown to a representative (DelegatedRight) on every page but login selection, naming the member. Only
 * representatives load it (app-layout.tsx), its words with it.
 */
export function DelegateBanner({ member }: { member?: string }) {
  return (
    <Banner tone="info" layout="page">
      <p>{read(member)}</p>
    </Banner>
  );
}
