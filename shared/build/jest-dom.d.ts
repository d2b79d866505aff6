// jest-dom matchers (toBeInTheDocument, toHaveAttribute…) for the type checker of every front-end
// package; the jest preset (jest.setup.cjs) loads them at run time.
import '@testing-library/jest-dom';
