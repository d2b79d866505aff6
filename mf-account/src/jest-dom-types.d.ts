// jest-dom's matchers (toBeInTheDocument, toHaveAccessibleDescription, …) for the type checker
import '@testing-library/jest-dom';
