/** register() option of the text fields: checked and sent trimmed (passwords are sent as typed). */
export const TRIMMED = { setValueAs: (value: string) => value.trim() };
