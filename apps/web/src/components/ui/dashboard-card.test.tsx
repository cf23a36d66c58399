import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import dashboard from '@lorrybazaar/contract/locales/en/dashboard.json';
import { DASHBOARD_NS } from '#config/i18n-namespaces';
import { DashboardCard } from './dashboard-card';
import { testI18n } from '../../test/i18n';

const i18n = testI18n('en', { [DASHBOARD_NS]: dashboard });

function renderCard(state: 'pending' | 'error' | 'success', onRetry = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <DashboardCard
        title="Your plan"
        state={state}
        errorText="Your plan could not be loaded."
        onRetry={onRetry}
        testId="card"
      >
        <p>Free</p>
      </DashboardCard>
    </I18nextProvider>,
  );
  return onRetry;
}

afterEach(cleanup);

describe('DashboardCard', () => {
  it('while loading: busy, a skeleton, none of the content', () => {
    renderCard('pending');
    const card = screen.getByRole('region', { name: 'Your plan' });
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(card.querySelectorAll('.animate-pulse').length).toBeGreaterThan(0);
    expect(screen.queryByText('Free')).toBeNull();
  });

  it('on failure: says so and retries when asked', () => {
    const onRetry = renderCard('error');
    expect(screen.getByRole('alert').textContent).toBe('Your plan could not be loaded.');
    expect(screen.queryByText('Free')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('when ready: the content, no skeleton or error', () => {
    renderCard('success');
    const card = screen.getByRole('region', { name: 'Your plan' });
    expect(card.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(card.querySelectorAll('.animate-pulse')).toHaveLength(0);
  });
});
