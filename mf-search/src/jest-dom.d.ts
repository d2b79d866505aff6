// jest-dom matchers (toBeInTheDocument, toHaveAttribute…) for the type checker; the jest preset loads them at run time.
import '@testing-library/jest-dom';
