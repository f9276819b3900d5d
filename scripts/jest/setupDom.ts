import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { deserialize, serialize } from 'node:v8';

// jsdom has neither IndexedDB (the SDK's drafts keep typed work there) nor the structuredClone it needs.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the structuredClone above, which an import would precede.
require('fake-indexeddb/auto');

// Module pages and widgets are lazy chunks: their first import compiles a whole tree of files, which on a busy
// two-core machine running every suite at once takes longer than Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 5000 });
