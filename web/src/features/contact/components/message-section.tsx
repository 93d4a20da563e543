import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContactMessageReceipt } from '#contracts/contact';
import { canChange } from '#contracts/roles';
import { useApiClient } from '../../../lib/api-client';
import { useProfile } from '../../../lib/profile';
import { Banner } from '../../../ui/banner';
import { advisorQueries } from '../api/advisors';
import { contactTexts } from '../contact.texts';
import { MessageForm } from './message-form';
import { MessageReceipt } from './message-receipt';

const texts = contactTexts.form;

/**
 * The message form for the businesses that have an advisor, or the receipt once sent. Representatives and
 * staff viewers, who may not write for the member, are told so instead.
 */
export function MessageSection({ businesses }: { businesses: readonly { id: string; name: string }[] }) {
  const api = useApiClient();
  const advisors = useSuspenseQuery(
    advisorQueries.several(
      api,
      businesses.map((business) => business.id),
    ),
  ).data;
  const profile = useProfile();
  const [receipt, setReceipt] = useState<ContactMessageReceipt>();
  const advised = businesses.filter((_business, index) => (advisors[index] ?? null) !== null);
  const readOnly = profile.data !== undefined && profile.data !== null && !canChange(profile.data.roles);

  return (
    <section aria-labelledby="message-heading">
      <h2 id="message-heading">{texts.heading}</h2>
      {advised.length === 0 ? (
        <p>{texts.noAdvisor}</p>
      ) : readOnly ? (
        <Banner tone="info">{texts.readOnly}</Banner>
      ) : receipt !== undefined ? (
        <MessageReceipt receipt={receipt} onAnother={() => setReceipt(undefined)} />
      ) : (
        <>
          <p>{texts.intro}</p>
          <MessageForm businesses={advised} onSent={setReceipt} />
        </>
      )}
    </section>
  );
}
