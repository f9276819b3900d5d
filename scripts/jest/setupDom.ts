import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Module pages and widgets are lazy chunks: their first import compiles a whole tree of files, which on a busy
// two-core machine running every suite at once takes longer than Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 5000 });
