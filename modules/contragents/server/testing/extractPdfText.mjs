// Prints the text of the PDF read from standard input, extracted by pdf.js through unpdf. A separate Node
// process because pdf.js ships only as an ES module using import.meta, which Jest's CommonJS runtime cannot load.
import { extractText, getDocumentProxy } from 'unpdf';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { text } = await extractText(document, { mergePages: true });
process.stdout.write(text);
