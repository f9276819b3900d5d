/**
 * A document's PDF shown in the page: fetched with the access token (an <iframe src> to the API could not send
 * it) and framed from a blob URL, which is released when the preview closes.
 */
import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { failureText } from '../errors';
import { documentsApi } from './documentsApi';

interface PdfPreviewProps {
  documentId: string;
  /** Changes whenever the document does, so an edited draft is fetched again. */
  version: string;
  title: string;
}

export function PdfPreview({ documentId, version, title }: PdfPreviewProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let current = true;
    setUrl(null);
    setFailure(null);
    documentsApi.pdf(documentId).then(
      (file) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(file.blob);
        setUrl(objectUrl);
      },
      (error) => current && setFailure(failureText(error, 'documents.view.pdfFailed')),
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [documentId, version]);
  if (failure) return <Callout intent="danger">{failure}</Callout>;
  if (!url) return <Spinner size={30} />;
  return <iframe className="documents-pdf" title={title} src={url} />;
}
