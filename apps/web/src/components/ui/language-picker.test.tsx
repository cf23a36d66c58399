import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@lorrybazaar/contract/locales/en/translation.json';
import ml from '@lorrybazaar/contract/locales/ml/translation.json';
import { store } from '#lib/store';
import { testI18n } from '../../test/i18n';
import { LanguagePicker } from './language-picker';

function show(lng: 'en' | 'ml', translation: object) {
  render(
    <Provider store={store}>
      <I18nextProvider i18n={testI18n(lng, { translation })}>
        <LanguagePicker />
      </I18nextProvider>
    </Provider>,
  );
}

afterEach(cleanup);

describe('LanguagePicker', () => {
  it('is called by the language it shows, then what it does, in Malayalam', () => {
    show('ml', ml);
    const button = screen.getByRole('button', { name: `മലയാളം, ${ml.language.choose}` });
    // The text a sighted user reads on it, and that a voice command says, starts its name.
    expect(button.textContent).toBe('മലയാളം');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toBeTruthy();
  });

  it('reads "English, Choose language" in English', () => {
    show('en', en);
    expect(screen.getByRole('button', { name: 'English, Choose language' })).toBeTruthy();
  });
});
