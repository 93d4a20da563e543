import { useId, useRef, useState, type SyntheticEvent } from 'react';
import {
  ATTACHMENT_TYPES,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_VOUCHER,
  type Verificate,
} from '#contracts/cashbook';
import { ApiError } from '../../../lib/api-client';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { attachmentHref, useAttachFile } from '../api/cashbook';
import { cashbookTexts } from '../cashbook.texts';
import styles from '../cashbook.module.css';
import { useFieldMessages } from '../../../lib/form/field-messages';

const texts = cashbookTexts.attachments;

/** The receipts behind a voucher: download links, and an upload while the voucher can still change. */
export function Attachments({ voucher, canAttach }: { voucher: Verificate; canAttach: boolean }) {
  const { apiRoot } = useRuntimeConfig();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const attach = useAttachFile();
  const checked = useFieldMessages<'file'>();
  const [done, setDone] = useState<string>();

  const upload = async (event: SyntheticEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    setDone(undefined);
    const file = input.current?.files?.[0];
    const problem =
      voucher.attachments.length >= MAX_ATTACHMENTS_PER_VOUCHER
        ? texts.voucherFull
        : file === undefined
          ? texts.chooseFile
          : !(ATTACHMENT_TYPES as readonly string[]).includes(file.type)
            ? texts.wrongType
            : file.size > MAX_ATTACHMENT_BYTES
              ? texts.tooLarge
              : undefined;
    if (problem !== undefined || file === undefined) {
      checked.failed({ file: problem });
      input.current?.focus();
      return;
    }
    try {
      await attach.mutateAsync({ id: voucher.id, file });
      checked.passed();
      setDone(texts.uploaded(file.name));
      if (input.current !== null) input.current.value = '';
    } catch (failure) {
      checked.failed({
        file:
          failure instanceof ApiError ? (failure.fieldErrors?.file?.[0] ?? failure.message) : String(failure),
      });
      input.current?.focus();
    }
  };

  return (
    <div className={styles.attachments}>
      <h4>{texts.heading}</h4>
      {voucher.attachments.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ul className={styles.fileList}>
          {voucher.attachments.map((file) => (
            <li key={file.id}>
              <a href={attachmentHref(apiRoot, file.id)} download={file.fileName}>
                {file.fileName}
              </a>
            </li>
          ))}
        </ul>
      )}
      {canAttach && (
        <form className={styles.upload} noValidate onSubmit={(event) => void upload(event)}>
          <label htmlFor={`${id}-file`} className={styles.label}>
            {texts.label}
          </label>
          <p id={`${id}-hint`} className={styles.hint}>
            {texts.hint}
          </p>
          {checked.errors.file !== undefined && (
            <p id={`${id}-error`} className={styles.fieldError} role="alert">
              <Icon name="warning" size={20} />
              <span>{checked.errors.file}</span>
            </p>
          )}
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            className={styles.file}
            aria-describedby={[`${id}-hint`, checked.errors.file === undefined ? '' : `${id}-error`]
              .join(' ')
              .trim()}
            aria-invalid={checked.errors.file === undefined ? undefined : true}
          />
          <Button type="submit" variant="secondary" disabled={attach.isPending}>
            {attach.isPending ? texts.uploading : texts.upload}
          </Button>
          {done !== undefined && (
            <p role="status" className={styles.done}>
              {done}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
