import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from './index';

type Values = { name: string; email: string; phone?: string };

/** name and email required; email must have an @; answers trimmed values */
const resolver: Resolver<Values> = async (raw) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (!raw.name.trim()) errors.name = { type: 'required', message: 'Name is required' };
  if (!raw.email.includes('@')) errors.email = { type: 'email', message: 'Email is not valid' };
  if (Object.keys(errors).length) return { values: {}, errors };
  return { values: { ...raw, name: raw.name.trim() }, errors: {} };
};

function Harness({
  send,
  initial = {},
  clearOnChange = false,
  withPhone = true,
  unregister = false,
}: {
  send(values: Values): Promise<void> | void;
  initial?: Partial<Values>;
  clearOnChange?: boolean;
  withPhone?: boolean;
  unregister?: boolean;
}) {
  const form = useForm<Values>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', ...initial },
    reValidateMode: 'onSubmit',
    shouldUnregister: unregister,
  });
  const { register, formState, handleSubmit, watch, getFieldState, clearErrors } = form;
  const [failure, setFailure] = useState('');
  useEffect(() => {
    if (!clearOnChange) return undefined;
    const s = watch(
      (_v, { name }) =>
        name && getFieldState(name as keyof Values & string).error && clearErrors(name as keyof Values & string),
    );
    return () => s.unsubscribe();
  }, [clearOnChange, watch, getFieldState, clearErrors]);
  const submit = handleSubmit(async (values) => {
    try {
      await send(values);
    } catch {
      form.setError('email', { type: 'server', message: 'That email is taken' });
      form.setFocus('email');
      setFailure('refused');
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={formState.isSubmitting}>
      <label>
        Name <input {...register('name', { setValueAs: (v) => v.toUpperCase() })} />
      </label>
      {formState.errors.name ? <p role="alert">{formState.errors.name.message}</p> : null}
      <label>
        Email <input {...register('email')} />
      </label>
      {formState.errors.email ? <p role="alert">{formState.errors.email.message}</p> : null}
      {withPhone ? (
        <label>
          Phone <input {...register('phone')} />
        </label>
      ) : null}
      {failure ? <p>{failure}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useForm: our forms’ small form hook', () => {
  it('shows the default values and submits what the person typed, as the resolver hands it back', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<Harness send={send} initial={{ email: 'ana@example.com' }} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  ana ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // setValueAs, then the resolver's trim
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'ANA', email: 'ana@example.com', phone: '' }));
  });

  it('names every wrong field, focuses the first one in the form, and sends nothing', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<Harness send={send} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is not valid')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps an error until the next submit, unless the form clears it on change (watch)', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness send={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Name is required');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    unmount();

    render(<Harness send={jest.fn()} clearOnChange />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Name is required');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    // the other field's error stays: only a changed field is cleared
    expect(screen.getByText('Email is not valid')).toBeInTheDocument();
  });

  it('is busy while sending, and a server verdict set during the send stays, with focus on its field', async () => {
    const user = userEvent.setup();
    let refuse: (e: Error) => void = () => undefined;
    const send = jest.fn(
      () =>
        new Promise<void>((_, reject) => {
          refuse = reject;
        }),
    );
    render(<Harness send={send} initial={{ name: 'Ana', email: 'ana@example.com' }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true'));
    refuse(new Error('taken'));
    expect(await screen.findByText('That email is taken')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await waitFor(() => expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'false'));
  });

  it('reads a value the browser filled in without an input event (autofill)', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<Harness send={send} />);
    (screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value = 'ana';
    (screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value = 'ana@example.com';
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: 'ANA', email: 'ana@example.com' })),
    );
  });

  it('keeps a hidden field’s value, or drops it with shouldUnregister', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    const { rerender, unmount } = render(<Harness send={send} initial={{ name: 'Ana', email: 'a@b.co' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0812');
    rerender(<Harness send={send} initial={{ name: 'Ana', email: 'a@b.co' }} withPhone={false} />);
    rerender(<Harness send={send} initial={{ name: 'Ana', email: 'a@b.co' }} withPhone />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('0812');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenLastCalledWith({ name: 'ANA', email: 'a@b.co', phone: '0812' }));
    unmount();

    const dropped = jest.fn();
    const view = render(<Harness send={dropped} initial={{ name: 'Ana', email: 'a@b.co' }} unregister />);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0812');
    view.rerender(<Harness send={dropped} initial={{ name: 'Ana', email: 'a@b.co' }} unregister withPhone={false} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(dropped).toHaveBeenCalledWith({ name: 'ANA', email: 'a@b.co' }));
    // back on the page, it starts again from its default
    view.rerender(<Harness send={dropped} initial={{ name: 'Ana', email: 'a@b.co' }} unregister />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
  });

  it('rejects when the validator cannot load, and is not left busy', async () => {
    function Broken() {
      const form = useForm<{ a: string }>({
        resolver: () => Promise.reject(new Error('ChunkLoadError')),
        defaultValues: { a: '' },
      });
      const [said, setSaid] = useState('');
      return (
        <form
          aria-busy={form.formState.isSubmitting}
          onSubmit={(e) =>
            void form
              .handleSubmit(jest.fn())(e)
              .catch((err: Error) => setSaid(err.message))
          }
        >
          <input aria-label="A" {...form.register('a')} />
          <button type="submit">Send</button>
          <p>{said}</p>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Broken />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('ChunkLoadError')).toBeInTheDocument();
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'false');
  });
});
