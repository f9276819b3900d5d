/** Hands a downloaded file to the browser's «save» through a temporary link to its blob URL. */
import type { DownloadedFile } from '@artel/sdk';

export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the browser keeps the bytes it needs.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
