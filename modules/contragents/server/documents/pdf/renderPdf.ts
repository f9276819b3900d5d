/**
 * The one place that turns a pdfmake document definition into PDF bytes. DejaVu Sans Condensed (from the
 * dejavu-fonts-ttf package) is embedded as a subset: it has Cyrillic, «№» and the ruble sign «₽», and text
 * stays selectable and searchable. pdfmake may read only these font files and never fetch a URL, so
 * nothing in a document's text can make the server read a file or call out.
 */
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const fontDirectory = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const font = (file: string) => path.join(fontDirectory, file);

export const DOCUMENT_FONT = 'DejaVuSansCondensed';

/** The files pdfmake embeds; fontMetrics measures text with the same ones. */
export const fontFiles = {
  normal: font('DejaVuSansCondensed.ttf'),
  bold: font('DejaVuSansCondensed-Bold.ttf'),
  italics: font('DejaVuSansCondensed-Oblique.ttf'),
  bolditalics: font('DejaVuSansCondensed-BoldOblique.ttf'),
};
const allowedFiles = new Set(Object.values(fontFiles));

pdfmake.setFonts({ [DOCUMENT_FONT]: fontFiles });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => allowedFiles.has(path.resolve(file)));

export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake
    .createPdf({
      pageSize: 'A4',
      pageMargins: [40, 30, 30, 30],
      ...definition,
      defaultStyle: { font: DOCUMENT_FONT, fontSize: 9, ...definition.defaultStyle },
      info: { creator: 'Artel', producer: 'Artel', ...definition.info },
    })
    .getBuffer();
}
