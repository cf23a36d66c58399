import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { COMMENTS_MAX, commentsSchema } from '@lorrybazaar/contract';
import en from '@lorrybazaar/contract/locales/en/marketplace.json';
import ta from '@lorrybazaar/contract/locales/ta/marketplace.json';
import { MARKETPLACE_NS } from '#config/i18n-namespaces';
import { CommentsField } from './comments-field';
import { testI18n } from '../../../test/i18n';

const LOCALES = { en, ta };

const i18nFor = (lng: keyof typeof LOCALES) => testI18n(lng, { [MARKETPLACE_NS]: LOCALES[lng] });

const Schema = z.object({ comments: commentsSchema });

/** The field as Add Load and Post Truck bind it: react-hook-form's register, the schema's message. */
function Form({ onSubmit, draft = '' }: { onSubmit: (comments: string | null) => void; draft?: string }) {
  const form = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({
    resolver: zodResolver(Schema),
    defaultValues: { comments: draft },
  });
  const { t } = useTranslation(MARKETPLACE_NS);
  const message = form.formState.errors.comments?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.comments))}>
      <CommentsField error={message ? t(message) : undefined} {...form.register('comments')} />
      <button type="submit">Send</button>
    </form>
  );
}

function show(lng: keyof typeof LOCALES, onSubmit = vi.fn(), draft?: string) {
  render(
    <I18nextProvider i18n={i18nFor(lng)}>
      <Form onSubmit={onSubmit} draft={draft} />
    </I18nextProvider>,
  );
  return onSubmit;
}

/** About 1,380 characters of Tamil, in words: what the tester pasted. */
const LONG_TAMIL = Array.from({ length: 60 }, () => 'லாரி சென்னை வரை செல்லும்').join(' ');

afterEach(cleanup);

describe('CommentsField', () => {
  it('keeps a long paste whole, counts it and says at once, in Tamil, that it is too long', () => {
    expect(LONG_TAMIL.length).toBeGreaterThan(1300);
    const onSubmit = show('ta');
    const box = screen.getByRole('textbox');
    expect(box.hasAttribute('maxlength')).toBe(false);
    fireEvent.change(box, { target: { value: LONG_TAMIL } });

    expect((box as HTMLTextAreaElement).value).toBe(LONG_TAMIL);
    expect(screen.getByTestId('comments-counter').textContent).toBe(
      `${LONG_TAMIL.length.toLocaleString('en-IN')} / ${COMMENTS_MAX} எழுத்துகள்`,
    );
    expect(screen.getByRole('alert').textContent).toBe(ta.validation.commentsTooLong);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts what fits, without a message, and sends it once shortened', async () => {
    const onSubmit = show('en');
    const counter = screen.getByTestId('comments-counter');
    expect(counter.textContent).toBe(`0 / ${COMMENTS_MAX} characters`);
    const box = screen.getByRole('textbox');
    const text = `Loading at gate four ${'x'.repeat(291)}`;
    expect(text.length).toBe(312);
    fireEvent.change(box, { target: { value: text } });
    expect(counter.textContent).toBe('312 / 500 characters');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toContain(counter.id);

    fireEvent.change(box, { target: { value: `${text} ${'y'.repeat(200)}` } });
    expect(counter.textContent).toBe('513 / 500 characters');
    expect(screen.getByRole('alert').textContent).toBe(en.validation.commentsTooLong);
    fireEvent.change(box, { target: { value: text } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(text));
  });

  it('counts a restored draft before anything is typed', () => {
    show('en', vi.fn(), 'Loading at gate four');
    expect(screen.getByTestId('comments-counter').textContent).toBe('20 / 500 characters');
  });
});
