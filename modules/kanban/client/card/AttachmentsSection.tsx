import { Button, FileInput } from '@blueprintjs/core';
import { $session, $user, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import type { ChangeEvent } from 'react';
import { kanbanApi } from '../api/kanbanApi';
import type { CardAttachment } from '../api/kanbanTypes';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';

interface AttachmentsSectionProps {
  cardId: string;
  attachments: readonly CardAttachment[];
  canUpload: boolean;
  canDeleteAny: boolean;
  onChange(attachments: CardAttachment[]): void;
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The download needs the bearer token, so the file is fetched and handed to the browser as a blob. */
async function download(attachment: CardAttachment): Promise<void> {
  const token = $session.getState().accessToken;
  const response = await fetch(attachment.url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function AttachmentsSection({ cardId, attachments, canUpload, canDeleteAny, onChange }: AttachmentsSectionProps) {
  const { t } = useTranslation(MODULE_ID);
  const user = useUnit($user);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    try {
      const attachment = await kanbanApi.uploadAttachment(cardId, {
        fileName: file.name,
        contentType: file.type || 'application/octet-stream',
        dataBase64: await readBase64(file),
      });
      onChange([...attachments, attachment]);
    } catch (error) {
      toastFailure(error);
    }
  };
  return (
    <section className="kanban-dialog__section" aria-label={t('card.attachments')}>
      <h3 className="bp6-heading">{t('card.attachments')}</h3>
      {attachments.length === 0 && <p className="bp6-text-muted">{t('card.noAttachments')}</p>}
      <ul className="kanban-attachments">
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <Button variant="minimal" icon="document" text={attachment.fileName} onClick={() => download(attachment).catch(toastFailure)} />
            <span className="bp6-text-muted"> {Math.ceil(attachment.size / 1024)} KB</span>
            {(canDeleteAny || (canUpload && attachment.uploadedById === user?.id)) && (
              <Button
                variant="minimal"
                size="small"
                icon="trash"
                aria-label={t('card.deleteAttachment', { name: attachment.fileName })}
                onClick={() =>
                  kanbanApi
                    .deleteAttachment(attachment.id)
                    .then(() => onChange(attachments.filter((other) => other.id !== attachment.id)), toastFailure)
                }
              />
            )}
          </li>
        ))}
      </ul>
      {canUpload && (
        <FileInput
          text={t('card.upload')}
          buttonText={t('card.browse')}
          inputProps={{ 'aria-label': t('card.upload') }}
          onInputChange={upload}
        />
      )}
    </section>
  );
}
