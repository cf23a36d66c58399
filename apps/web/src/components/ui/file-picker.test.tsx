import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@lorrybazaar/contract/locales/en/translation.json';
import ta from '@lorrybazaar/contract/locales/ta/translation.json';
import { FilePicker } from './file-picker';
import { testI18n } from '../../test/i18n';

const LOCALES = { en, ta };

const i18nFor = (lng: keyof typeof LOCALES) => testI18n(lng, { translation: LOCALES[lng] });

/** A form holding the chosen file, as Edit Documents and the trip's LR card do. */
function Form({ accept, onSubmit }: { accept?: string; onSubmit: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(file);
      }}
    >
      <FilePicker label="Insurance" file={file} onChoose={setFile} progress={null} accept={accept} />
      <button type="submit">Submit</button>
    </form>
  );
}

function show(lng: keyof typeof LOCALES, accept?: string) {
  const onSubmit = vi.fn();
  render(
    <I18nextProvider i18n={i18nFor(lng)}>
      <Form accept={accept} onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return onSubmit;
}

/** A text file named like a picture: what the tester chose. */
const FAKE_PNG = () => new File(['not a picture at all'], 'insurance.png', { type: 'image/png' });

function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
  return input;
}

beforeEach(() => {
  // jsdom has no object URLs; the browser's own give the preview its source.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('FilePicker', () => {
  it('puts back a "picture" the browser cannot draw and says so at once, in Tamil, instead of a broken preview', () => {
    const onSubmit = show('ta');
    const input = choose(FAKE_PNG());
    fireEvent.error(screen.getByRole('img'));

    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(
      'insurance.png கோப்பைப் படமாகப் படிக்க முடியவில்லை. JPEG, PNG அல்லது WebP படத்தையோ PDF கோப்பையோ தேர்ந்தெடுக்கவும்.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(screen.getByTestId('chosen-file').textContent).toBe(ta.files.noFile);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(null);
  });

  it('asks for a photo alone where a PDF is not offered, and forgets the message once another file is chosen', () => {
    show('en', 'image/jpeg,image/png,image/webp');
    choose(FAKE_PNG());
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('alert').textContent).toBe(
      'insurance.png could not be read as a photo. Choose a JPEG, PNG or WebP photo.',
    );

    choose(new File(['%PDF-1.4'], 'insurance.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('chosen-file').textContent).toBe('insurance.pdf');
  });

  it('shows a picture that draws, and keeps it for the form', () => {
    const onSubmit = show('en');
    const picture = new File(['png'], 'lorry.png', { type: 'image/png' });
    choose(picture);
    const preview = screen.getByRole('img', { name: 'Preview of lorry.png' });
    fireEvent.load(preview);
    expect(preview.className).not.toContain('invisible');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(picture);
  });
});
