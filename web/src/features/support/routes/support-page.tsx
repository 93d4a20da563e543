import { telHref } from '../../../lib/tel-href';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { PageHeading } from '../../../ui/page-heading';
import styles from '../support.module.css';
import { supportTexts as texts } from '../support.texts';
import { MailLink } from '../../../ui/mail-link';

export const title = texts.title;

export function Component() {
  const { supportEmail, supportPhone } = useRuntimeConfig();
  return (
    <>
      <PageHeading lead={texts.lead}>{texts.title}</PageHeading>
      <h2>{texts.contactHeading}</h2>
      <p>{texts.contactText(supportPhone !== undefined)}</p>
      <p>
        {texts.email}: <MailLink email={supportEmail} />
        {supportPhone !== undefined && (
          <>
            <br />
            {texts.phone}: <a href={telHref(supportPhone)}>{supportPhone}</a>
          </>
        )}
      </p>
      <h2>{texts.faqHeading}</h2>
      <div className={styles.faq}>
        {texts.faq.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
      <h2 id="anvandarvillkor">{texts.termsHeading}</h2>
      {texts.terms.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2 id="chattbot">{texts.chatbotHeading}</h2>
      {texts.chatbot.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}
