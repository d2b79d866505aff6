require('@testing-library/jest-dom');

// findBy*/waitFor wait up to 5 s rather than 1 s: a page's first render awaits its React.lazy chunk
// (transformed on first use) and its texts, which on a loaded 2-core CI machine took over 1 s.
// A test that passes only needs the wait when the machine is slow; nothing here is a timing assertion.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
