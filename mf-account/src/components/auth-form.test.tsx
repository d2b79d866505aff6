import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@rednest/shared/testing';
import { AuthForm } from './auth-form';

/** The form frame with one field; `onUse` counts what the form reports as use. */
function renderForm(onUse: () => void) {
  return renderWithShell(() => (
    <AuthForm onSubmit={(e) => e.preventDefault()} serverError={null} busy={false} submitLabel="Go" onUse={onUse}>
      <label>
        Email
        <input name="email" />
      </label>
    </AuthForm>
  ));
}

describe('AuthForm: when the validator starts loading', () => {
  it('not when focus is moved into a field, as the sign-in dialog does when it opens', () => {
    const onUse = jest.fn();
    renderForm(onUse);
    screen.getByLabelText('Email').focus();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onUse).not.toHaveBeenCalled();
  });

  it('when the person types in a field', async () => {
    const onUse = jest.fn();
    renderForm(onUse);
    await userEvent.setup().type(screen.getByLabelText('Email'), 'a');
    expect(onUse).toHaveBeenCalled();
  });

  it('when the person points at a field, and when a field gets input without a key (autofill, paste)', () => {
    const pointed = jest.fn();
    const { unmount } = renderForm(pointed);
    fireEvent.pointerDown(screen.getByLabelText('Email'));
    expect(pointed).toHaveBeenCalled();
    unmount();

    const filled = jest.fn();
    renderForm(filled);
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    expect(filled).toHaveBeenCalled();
  });
});
