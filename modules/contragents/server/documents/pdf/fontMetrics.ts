/**
 * Text widths in points, measured the way pdfmake lays text out: pdfkit's font objects over the very DejaVu
 * files renderPdf embeds (pdfmake's TextInlines calls the same widthOfString). Columns sized from these never
 * force pdfmake to split a number across lines.
 */
import PDFDocument from 'pdfkit';
import { fontFiles } from './renderPdf';

const measurer = new PDFDocument({ autoFirstPage: false });

export interface TextStyle {
  bold?: boolean;
  fontSize?: number;
}

export function textWidth(text: string, { bold = false, fontSize = 9 }: TextStyle = {}): number {
  return measurer
    .font(bold ? fontFiles.bold : fontFiles.normal)
    .fontSize(fontSize)
    .widthOfString(text);
}

/** The widest of these texts, each in its own style. */
export function widestText(texts: readonly (readonly [string, TextStyle])[]): number {
  return Math.max(0, ...texts.map(([text, style]) => textWidth(text, style)));
}
